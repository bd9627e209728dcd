# Breaks "The tool name is compared exactly: ... mcp__desk__create_case_file ... is another tool,
# allowed": names in the "functions." namespace (as OpenAI-style tool calls are logged) are unwrapped
# with removeprefix before the comparison, so a free session's "functions.create_case_file" is denied.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = call.tool_name.removeprefix("functions.")
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
