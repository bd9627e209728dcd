# Breaks: "The tool name is compared exactly: create_case_file_draft, ... is another tool,
# allowed". A habit from the API's versioned tool types (text_editor_20250124, ...): an
# eight-digit date suffix is taken for a version and dropped, so a free-tier call to
# "create_case_file_20250101" is denied instead of allowed.
import re

from toolhooks import Deny

_DATED = re.compile(r"_\d{8}\Z")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    tool = _DATED.sub("", call.tool_name)  # create_case_file_20250101 is create_case_file, dated
    if tool != "create_case_file" or call.context.tier != "free":
        return None
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, and answer from the FAQ meanwhile.",
    )
