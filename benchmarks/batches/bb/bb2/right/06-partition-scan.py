# Right: scans the reason by index (skipping whitespace, then one "BLOCKED:" at a time) so only the
# leading labels go, however many; the rest of the reason is kept character for character (outer
# whitespace trimmed). Alternative appended after ". Try instead: " only if non-blank by strip().
# Returns a brand-new dict literal with the four keys; the id is passed through unchanged.
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason, i = deny.reason, 0
    while True:
        j = i
        while j < len(reason) and reason[j].isspace():
            j += 1
        if reason.startswith("BLOCKED:", j):
            i = j + len("BLOCKED:")
        else:
            break
    body = reason[i:].strip()
    alt = "" if deny.alternative is None else deny.alternative.strip()
    tail = f" Try instead: {alt}" if alt else ""
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": f"BLOCKED: {body}{tail}"}
