# Right: a walrus loop peels "BLOCKED:" off the left-stripped reason while it is there (any
# number, any spaces between), keeping everything else as it is; a match statement on the
# Deny's alternative adds " Instead: <alternative>" only for a non-blank str.
# A fresh dict literal per call, four keys, the id passed through untouched.
from toolhooks import Deny


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    rest = deny.reason
    while (head := rest.lstrip()).startswith("BLOCKED:"):
        rest = head[len("BLOCKED:"):]
    match deny:
        case Deny(alternative=str() as alternative) if alternative.strip():
            tail = f" Instead: {alternative.strip()}"
        case _:
            tail = ""
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": f"BLOCKED: {rest.strip()}{tail}",
    }
