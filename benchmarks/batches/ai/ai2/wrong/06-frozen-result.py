# Wrong: breaks "a new plain dict per call". Any input, e.g.
# synthetic_error_result("toolu_01", Deny("deploy running")) returns a toolhooks FrozenDict (a
# read-only dict subclass; setting a key raises FrozenError), frozen "like everything else in the
# package". It is == to the expected dict, so a happy-path equality check passes.
import re

from toolhooks.readonly import freeze

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return freeze(
        {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
    )
