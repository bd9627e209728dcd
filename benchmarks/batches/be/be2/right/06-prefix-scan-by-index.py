# Right: a new dict literal per call with the four keys (plain "tool_result", the id as given,
# the bool True). An index scan skips every leading run of whitespace + "BLOCKED:" (case and
# colon exact, at the start only), the reason's surrounding whitespace is stripped, and
# " Alternative: <alt.strip()>" follows only when alt is not None and alt.strip() is non-empty.
from toolhooks import Deny  # noqa: F401  (the type deny has)

_PREFIX = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    start, size = 0, len(reason)
    while True:
        at = start
        while at < size and reason[at].isspace():
            at += 1
        if reason.startswith(_PREFIX, at):
            start = at + len(_PREFIX)
        else:
            break
    parts = ["BLOCKED: ", reason[start:].strip()]
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        parts += [" Alternative: ", alternative.strip()]
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": "".join(parts),
    }
