# WRONG. Breaks: "whatever call.input claims or holds (... the input's values may be of any JSON
# type ...)" and "otherwise None". It lowercases the input's "tier" claim to log it, which fails
# on a truthy claim that is not a str: create_case_file with {"tier": 1} or {"tier": ["premium"]}
# (a tuple) raises AttributeError, for a free session (should Deny) and a premium one (None).
import logging

from toolhooks import Deny

log = logging.getLogger(__name__)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    claim = call.input.get("tier", "")
    if claim and claim.lower() != call.context.tier:
        log.warning("ignored a tier claim of %r for %s", claim, call.context.user_id)
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
