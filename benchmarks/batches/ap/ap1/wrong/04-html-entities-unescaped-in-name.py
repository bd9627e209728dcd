# Breaks "The tool name is compared exactly: ... is another tool, allowed": the name is
# HTML-unescaped first (as if it came through a web console), so a free session calling
# "create&#95;case&#95;file" is denied instead of allowed.
import html

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if html.unescape(call.tool_name) == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
