# Breaks: "Deny(reason, alternative) (an alternative that is not blank) ..., whatever call.input
# claims or holds". The model may suggest its own alternative; a present, truthy one is used as
# is, so a free session's create_case_file with {"alternative": "   "} gets a blank alternative.
from toolhooks import Deny

DEFAULT_ALTERNATIVE = "Answer from the FAQ, or explain the premium upgrade."


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    suggested = call.input.get("alternative")
    alternative = suggested if isinstance(suggested, str) and suggested else DEFAULT_ALTERNATIVE
    return Deny("Free-tier customers cannot open case files.", alternative)
