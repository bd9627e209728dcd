# Breaks "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free",
# whatever call.input claims or holds": the denial is logged as dict(tool=..., user=...,
# tier=..., **call.input), so the input's own "tier" key makes dict() raise TypeError:
# a free session's create_case_file {"tier": "premium"} crashes instead of returning Deny.
import logging

from toolhooks import Deny

_log = logging.getLogger("hooks.free_tier")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    _log.info(
        "denied %s",
        dict(tool=call.tool_name, user=call.context.user_id, tier=call.context.tier, **call.input),
    )
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
