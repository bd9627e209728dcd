# Breaks: "The tool name is compared exactly: ... is another tool, allowed": a "_tool" suffix
# (LangChain's naming habit) is removed first, so a free session's call to
# "create_case_file_tool" is denied.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name.removesuffix("_tool") == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files are a premium feature and point to the upgrade page.",
        )
    return None
