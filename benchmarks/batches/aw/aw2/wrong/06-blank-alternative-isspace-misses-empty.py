# Wrong: breaks "For an alternative that is `None` or `""`, nothing follows the reason, not a
# space nor a full stop": the blank test is str.isspace(), and "".isspace() is False, so
# Deny("free tier cannot open case files", "") gives "BLOCKED: free tier cannot open case
# files Alternative: " (a label and a space after the reason).
from toolhooks import Deny  # noqa: F401


def _reason(text):
    text = text.strip()
    while text.startswith("BLOCKED:"):
        text = text[len("BLOCKED:"):].lstrip()
    return text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _reason(deny.reason)
    match deny.alternative:
        case None:
            pass
        case str() as blank if blank.isspace():
            pass
        case alternative:
            content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
