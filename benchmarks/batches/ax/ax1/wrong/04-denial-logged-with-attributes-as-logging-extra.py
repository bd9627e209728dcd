# Breaks "Deny(...) when ... call.context.tier == "free" ... (not from the session's ids or
# attributes)": refusals are logged with the attributes as logging's extra=, which raises
# KeyError for LogRecord keys ("name", "message"...). A free session with attributes={"name":
# "Acme Ltd"} calling create_case_file raises (root logger at default WARNING, not disabled).
import logging

from toolhooks import Deny

log = logging.getLogger("hooks.free_tier")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    log.warning(
        "refused create_case_file for %s (session %s)",
        call.context.user_id,
        call.context.session_id,
        extra=dict(call.context.attributes),
    )
    return Deny(
        "free-tier accounts cannot open case files.",
        "offer the premium upgrade page and answer from the general FAQ meanwhile.",
    )
