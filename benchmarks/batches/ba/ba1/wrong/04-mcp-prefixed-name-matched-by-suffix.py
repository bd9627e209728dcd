# Breaks: "The tool name is compared exactly: ... mcp__desk__create_case_file ... is another
# tool, allowed". Written to also catch the tool behind an MCP server's mcp__<server>__ prefix.
# Input: tool "mcp__desk__create_case_file" in a free session -> Deny instead of None.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    tool = call.tool_name.split("__")[-1]  # the same tool when served over MCP
    if tool == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ in the meantime.",
        )
    return None
