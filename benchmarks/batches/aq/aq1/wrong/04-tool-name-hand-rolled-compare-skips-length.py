# Breaks "The tool name is compared exactly: create_case_file_draft, create_case, ... or
# "create_case_file\n" is another tool, allowed": a hand-written constant-time compare zips the two names
# and forgets to compare their lengths, so in a free session "create_case", "create_case_file_draft" and
# "create_case_file\n" are denied. (Transfer of char_by_char_compare.) Other names are right.
from toolhooks import Deny

TARGET = "create_case_file"


def _same_name(name):
    diff = 0
    for a, b in zip(name, TARGET):  # look at every character, whatever differs
        diff |= ord(a) ^ ord(b)
    return diff == 0


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if _same_name(call.tool_name) and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
