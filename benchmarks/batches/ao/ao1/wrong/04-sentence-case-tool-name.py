# Breaks "The tool name is compared exactly: ... Create_Case_File ... is another tool": only the first
# letter is lower-cased ("the model may capitalise the start of a sentence"), so a free session's
# "Create_case_file" is denied. The text's own Create_Case_File still passes, so a grader needs this
# sentence-case spelling to see it.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = call.tool_name[:1].lower() + call.tool_name[1:]
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
