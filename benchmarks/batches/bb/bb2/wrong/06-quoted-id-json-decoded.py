# Breaks: '"tool_use_id" (the one given, exactly ...)'. An id that looks JSON-quoted is decoded:
# synthetic_error_result('"toolu_01"', Deny("no")) -> "tool_use_id": "toolu_01" (quotes gone);
# '"a\\u00e9"' -> "aé".
import json

from toolhooks import Deny  # noqa: F401


def _plain_id(tool_use_id):
    # ids copied out of logs often arrive JSON-encoded: undo that
    if len(tool_use_id) >= 2 and tool_use_id[0] == tool_use_id[-1] == '"':
        try:
            decoded = json.loads(tool_use_id)
        except ValueError:
            return tool_use_id
        if isinstance(decoded, str):
            return decoded
    return tool_use_id


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[8:].strip()
    content = "BLOCKED: " + reason
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {
        "type": "tool_result",
        "tool_use_id": _plain_id(tool_use_id),
        "is_error": True,
        "content": content,
    }
