# Right: a partition loop peels off exact "BLOCKED:" labels only while one starts the (left-stripped)
# text, so later ones and "blocked:"/"BLOCKED :" stay; the prefix is written once; the alternative,
# when not blank by str.strip(), follows " — try this: " (whitespace first); the dict is built anew each call.
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    while True:
        head, label, rest = reason.lstrip().partition("BLOCKED:")
        if not label or head:
            break
        reason = rest
    pieces = ["BLOCKED: ", reason.strip()]
    advice = (deny.alternative or "").strip()
    if advice:
        pieces.append(" — try this: " + advice)
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = "".join(pieces)
    return result
