# WRONG (defensive guard against "JSON bombs": input nested deeper than 8 levels is refused,
# for every tool and tier). Breaks "otherwise None ... whatever call.input ... holds (... any
# JSON type ...)": a premium create_case_file (or any lookup_user) call whose input is
# {"a": {"a": ... 10 levels ...}} is denied. Flat and shallow inputs are right.
from collections.abc import Mapping

from toolhooks import Deny

_MAX_DEPTH = 8


def _depth(value):
    if isinstance(value, Mapping):
        return 1 + max((_depth(v) for v in value.values()), default=0)
    if isinstance(value, (list, tuple)):
        return 1 + max((_depth(v) for v in value), default=0)
    return 0


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if _depth(call.input) > _MAX_DEPTH:
        return Deny(
            f"the tool input is nested more than {_MAX_DEPTH} levels deep.",
            "send a flat input with only the fields the tool needs.",
        )
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
