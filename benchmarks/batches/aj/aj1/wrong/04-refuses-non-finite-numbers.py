# WRONG (defensive guard: NaN or infinity anywhere in the input is refused as corrupt, for
# every tool and tier). Breaks "otherwise None ... the input's values may be of any JSON type
# ..., a NaN or infinity too": a premium create_case_file call with {"amount": float("nan")}
# is denied, and so is lookup_user with {"limit": float("inf")}. Free create_case_file is
# denied either way, so free-tier tests with NaN do not show it.
import math
from collections.abc import Mapping

from toolhooks import Deny


def _has_non_finite(value):
    if isinstance(value, float):
        return not math.isfinite(value)
    if isinstance(value, Mapping):
        return any(_has_non_finite(v) for v in value.values())
    if isinstance(value, (list, tuple)):
        return any(_has_non_finite(v) for v in value)
    return False


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    if _has_non_finite(call.input):
        return Deny(
            "the tool input holds a number that is not finite (NaN or infinity).",
            "send finite numbers only.",
        )
    return None
