# Right: a new plain dict each call, exactly four keys; the id is returned untouched (an empty
# one raises ValueError); every leading "BLOCKED:" (spaces around it too) is cut by a loop,
# then "BLOCKED: " is written once before the reason; a non-blank alternative (by str.strip())
# follows on its own line after a label, and a None/""/blank alternative adds nothing.
from toolhooks import Deny  # noqa: F401  (the notebook's type)

_MARK = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    if tool_use_id == "":
        raise ValueError("a tool_result needs the id of the tool_use it answers")
    reason = deny.reason
    while True:
        trimmed = reason.lstrip()
        if not trimmed.startswith(_MARK):
            break
        reason = trimmed[len(_MARK):]
    text = "BLOCKED: " + reason.strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        text += "\nAlternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
