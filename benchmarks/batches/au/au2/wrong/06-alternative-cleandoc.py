# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)".
# inspect.cleandoc re-indents the alternative's later lines and expands its tabs. Input:
# Deny("no refunds today", "Options:\n    - the FAQ\n    - the upgrade") -> the content holds
# "Options:\n- the FAQ\n- the upgrade", not the alternative as given.
import inspect

from toolhooks import Deny  # noqa: F401


def _without_prefix(reason):
    text = reason
    while text.lstrip().startswith("BLOCKED:"):
        text = text.lstrip()[len("BLOCKED:"):]
    return text.strip()


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _without_prefix(deny.reason)
    if deny.alternative is not None:
        advice = inspect.cleandoc(deny.alternative)  # tidy multi-line advice from hook docstrings
        if advice:
            content += " Alternative: " + advice
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
