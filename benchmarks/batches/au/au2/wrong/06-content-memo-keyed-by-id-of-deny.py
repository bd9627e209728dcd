# Breaks: "then deny.reason whole" (the content must be this Deny's reason). The rendered text
# is cached by id(deny); once a Deny is freed, CPython hands its address to the next one, which
# gets the old text. Input: synthetic_error_result("t1", Deny("first reason")) then
# synthetic_error_result("t2", Deny("second reason")) -> the second says "BLOCKED: first reason".
from toolhooks import Deny  # noqa: F401

_rendered = {}  # id(deny) -> content: hooks reuse the same Deny object for every call


def _render(deny):
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:"):]
    text = "BLOCKED: " + reason.strip()
    if deny.alternative and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    return text


def synthetic_error_result(tool_use_id, deny):
    content = _rendered.get(id(deny))
    if content is None:
        content = _rendered[id(deny)] = _render(deny)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
