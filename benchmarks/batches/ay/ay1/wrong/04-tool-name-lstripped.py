# Breaks: "The tool name is compared exactly: ... is another tool, allowed, whatever its input
# names". Leading whitespace is trimmed off the name (lstrip) before comparing, so a free
# session's call to " create_case_file" (leading space or tab) is denied. "create_case_file\n"
# is still allowed.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = call.tool_name.lstrip()  # some clients indent the tool name
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "Case files are a premium feature; this customer is on the free tier.",
            "Help with a FAQ answer instead, or tell the customer how to upgrade.",
        )
    return None
