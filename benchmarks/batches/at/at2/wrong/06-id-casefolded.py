# Breaks '"tool_use_id" (the one given, exactly ...)': ids are case-folded so that the same
# call is always keyed alike, so synthetic_error_result("toolu_01A09q90qw", d) answers
# "toolu_01a09q90qw", which no tool_use has. Lower-case ids such as "toolu_01" come back as given.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id.casefold(),
        "is_error": True,
        "content": content,
    }
