# Breaks "The tool name is compared exactly": Markdown-escaped underscores are undone first ("models
# write create\_case\_file in Markdown"), so a free session's tool named "create\\_case\\_file" (with
# literal backslashes, a different name) is denied instead of allowed.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = call.tool_name.replace("\\_", "_")
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
