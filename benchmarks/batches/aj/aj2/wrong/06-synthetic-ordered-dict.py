# Breaks "Returns: a new plain `dict` per call": it returns a collections.OrderedDict
# (equal to the right dict by ==, but type(result) is not dict).
# Input: synthetic_error_result("toolu_01", Deny("free tier cannot open case files."))
# -> OrderedDict([...]); type(...) is dict is False.
import re
from collections import OrderedDict

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call (keys kept in the API's order)."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return OrderedDict(
        [("type", "tool_result"), ("tool_use_id", tool_use_id), ("is_error", True), ("content", content)]
    )
