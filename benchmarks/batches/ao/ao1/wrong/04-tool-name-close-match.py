# Breaks "The tool name is compared exactly: create_case_file_draft, create_case, Create_Case_File,
# create-case-file ... is another tool, allowed": difflib accepts any name at least 80% similar to
# create_case_file (in case the model misspells it), so a free session's "create_case" (ratio 0.81),
# "create-case-file" or "update_case_file" is denied. lookup_user and friends stay far below 0.8.
import difflib

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.context.tier != "free":
        return None
    if difflib.get_close_matches(call.tool_name, ["create_case_file"], n=1, cutoff=0.8):
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
