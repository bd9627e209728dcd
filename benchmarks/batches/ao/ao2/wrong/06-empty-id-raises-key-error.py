# Breaks "an empty one ... comes back "" or raises ValueError or TypeError": with
# synthetic_error_result("", Deny("free tier cannot open cases")) it raises KeyError (the id
# treated as a missing key of the block), which is neither of the two classes allowed.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:
        raise KeyError("tool_use_id: the tool_use block had no id to answer")
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
