# Right: an index walk skips whitespace + exact "BLOCKED:" repeatedly (a thousand labels on a long
# reason in one pass), the rest is stripped and kept as it is; a non-blank alternative follows a
# blank line and "Alternative: ", else nothing follows. A deep copy of a scalar template gives a
# new plain dict per call: the id exactly as given, is_error the bool True, four keys.
import copy

from toolhooks import Deny

_TEMPLATE = {"type": "tool_result", "tool_use_id": None, "is_error": True, "content": None}
_LABEL = "BLOCKED:"


def _after_labels(text):
    start, end = 0, len(text)
    while True:
        probe = start
        while probe < end and text[probe].isspace():
            probe += 1
        if not text.startswith(_LABEL, probe):
            return text[start:].strip()
        start = probe + len(_LABEL)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    parts = ["BLOCKED: " + _after_labels(deny.reason)]
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        parts.append("Alternative: " + alternative.strip())
    result = copy.deepcopy(_TEMPLATE)
    result["tool_use_id"] = tool_use_id
    result["content"] = "\n\n".join(parts)
    return result
