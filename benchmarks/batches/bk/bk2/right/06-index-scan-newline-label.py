# Right: a new plain dict per call with exactly the four keys; "type" is the literal str, the id is
# returned untouched ("" raises ValueError). Leading BLOCKED: labels (and whitespace around them) are
# skipped by one linear index scan, no regex; the reason is otherwise kept whole (only stripped at its
# ends), and a non-blank alternative follows after a line break and an "Alternative:" label.
from toolhooks import Deny  # noqa: F401  (the notebook's type)

_LABEL = "BLOCKED:"


def _reason_without_labels(reason):
    start, size = 0, len(reason)
    while True:
        probe = start
        while probe < size and reason[probe].isspace():
            probe += 1
        if reason.startswith(_LABEL, probe):
            start = probe + len(_LABEL)
        else:
            return reason[start:].strip()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if tool_use_id == "":
        raise ValueError("a tool_result needs the non-empty id of the tool_use it answers")
    content = "BLOCKED: " + _reason_without_labels(deny.reason)
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += "\nAlternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
