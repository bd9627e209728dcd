# Breaks: "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free",
# whatever call.input claims or holds (... the input's values may be of any JSON type ...)".
# A tier claim is logged with a str-only format spec ({claim:.20s}), so a free session's
# create_case_file with {"tier": 5} (or 2.5, ["premium"]) raises instead of denying.
import logging

from toolhooks import Deny

log = logging.getLogger("hooks.free_tier")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    claim = call.input.get("tier")
    if claim is not None:
        log.warning(f"model claimed tier {claim:.20s} in session {call.context.session_id}")
    if call.context.tier == "free":
        return Deny(
            "Free-tier customers cannot open refund case files.",
            "Answer from the FAQ, or explain how to upgrade to premium.",
        )
    return None
