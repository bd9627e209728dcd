# Breaks "The tool name is compared exactly: ... is another tool, allowed": invisible
# zero-width characters are removed before comparing, so a free session calling
# "create_case\u200b_file" is denied instead of allowed.
import re

from toolhooks import Deny

_INVISIBLE = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    name = _INVISIBLE.sub("", call.tool_name)
    if name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
