# Right: json.loads of a stored JSON template gives a new plain dict per call (four keys, is_error the bool True);
# an anchored regex removes every leading "BLOCKED:" with the spaces around it, nothing else of the reason
# changes; a non-blank alternative (by str.strip()) follows on a new line, kept as given (whitespace and all);
# an empty id comes back "" (allowed), any other id exactly as given.
import json
import re

from toolhooks import Deny  # noqa: F401

_TEMPLATE = json.dumps({"type": "tool_result", "tool_use_id": None, "is_error": True, "content": None})
_LEADING_LABELS = re.compile(r"\A(?:[ ]*BLOCKED:[ ]*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    result = json.loads(_TEMPLATE)
    result["tool_use_id"] = tool_use_id
    text = "BLOCKED: " + _LEADING_LABELS.sub("", deny.reason, count=1)
    if deny.alternative is not None and deny.alternative.strip() != "":
        text += "\nAlternative: " + deny.alternative
    result["content"] = text
    return result
