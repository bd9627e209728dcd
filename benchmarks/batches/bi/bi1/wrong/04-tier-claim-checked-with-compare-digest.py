# Breaks "An input that claims ... changes nothing" / "whatever call.input claims or holds": a
# string tier claim is compared with hmac.compare_digest, which raises TypeError for non-ASCII
# strings, so make_call("create_case_file", {"tier": "prémium"}) in a free session raises instead
# of returning a Deny.
import hmac
import logging

from toolhooks import Deny

_log = logging.getLogger(__name__)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    claimed = call.input.get("tier")
    if isinstance(claimed, str) and not hmac.compare_digest(claimed, call.context.tier):
        _log.warning("session %s claims tier %r", call.context.session_id, claimed)
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny("only premium customers may open case files", "suggest the FAQ or an upgrade")
    return None
