# Breaks: "Deny(...) when call.tool_name == 'create_case_file' and call.context.tier == 'free',
# ... whatever call.input claims or holds".
# Input: a free session's create_case_file with input {} (or any input without "summary")
# raises KeyError from Template.substitute instead of returning Deny.
from string import Template

from toolhooks import Deny

_REASON = Template("free-tier accounts cannot open case files (asked: $summary).")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            _REASON.substitute(call.input),
            "answer from the FAQ, or offer the upgrade to premium.",
        )
    return None
