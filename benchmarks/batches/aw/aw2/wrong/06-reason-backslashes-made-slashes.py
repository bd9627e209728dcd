# Wrong: breaks "`deny.reason` whole, character for character": backslashes are turned into
# forward slashes (a habit for Windows paths), so Deny(r"cannot write C:\Users\ana\pay.xlsx")
# gives "BLOCKED: cannot write C:/Users/ana/pay.xlsx" instead of keeping the backslashes.
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def _portable(text):
    # Windows paths in a message read the same with "/", and "/" needs no escaping in JSON.
    return text.replace("\\", "/")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _portable(_PREFIX.sub("", deny.reason).strip())
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
