# Right: loops the prefix off with startswith/slicing (all leading BLOCKED:, glued or spaced, and
# nothing later in the text), keeps the reason otherwise intact (only its outer whitespace
# stripped), puts the alternative on its own line after a real line break, only when non-blank by
# str.strip(); nothing at all follows the reason for None or "". A fresh plain dict each call.
from toolhooks import Deny  # noqa: F401

_MARK = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    text = deny.reason.strip()
    while text[: len(_MARK)] == _MARK:
        text = text[len(_MARK):].lstrip()
    pieces = ["BLOCKED: ", text]
    alternative = deny.alternative
    if isinstance(alternative, str) and not alternative.isspace() and alternative != "":
        pieces += ["\nAlternative: ", alternative.strip()]
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = "".join(pieces)
    return result
