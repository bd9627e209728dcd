# Breaks: '"tool_use_id" (the one given, exactly: whitespace and Unicode form and all ...)'.
# Invisible format characters are scrubbed from the id: synthetic_error_result("toolu_\u200b01",
# Deny("no")) -> "tool_use_id": "toolu_01"; "\ufefftoolu_01" -> "toolu_01".
from toolhooks import Deny  # noqa: F401

_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff"))


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    tool_use_id = tool_use_id.translate(_INVISIBLE)  # pasted ids sometimes carry a BOM / ZWSP
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
