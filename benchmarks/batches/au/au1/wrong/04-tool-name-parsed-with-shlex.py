# Breaks "The tool name is compared exactly" (Returns, Exercise 4): the name is read like a
# shell word with shlex.split, so a free session calling "'create_case_file'" or
# "create_case_file\n" is denied, and a tool name with one quote ("it's_tool") raises
# ValueError ("No closing quotation") instead of returning None; plain names are right.
import shlex

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    words = shlex.split(call.tool_name)
    if words[:1] == ["create_case_file"] and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and offer the upgrade page.",
        )
    return None
