# Breaks: "The tool name is compared exactly: ... is another tool, allowed, whatever its input
# names". Input: tool "create_case_files" in a free session returns a Deny: the pattern
# create_case_files? also matches the plural, another tool. (fullmatch, so "create_case_file\n"
# and "create_case_file_draft" are still allowed.)
import re

from toolhooks import Deny

_CASE_TOOL = re.compile(r"create_case_files?")


def free_tier_hook(call):
    if _CASE_TOOL.fullmatch(call.tool_name) and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
