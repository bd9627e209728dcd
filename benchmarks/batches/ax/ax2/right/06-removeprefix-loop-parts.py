# Right: peels "BLOCKED:" prefixes one at a time with lstrip + removeprefix until none is left at
# the very start (a thousand too, no recursion, exact spelling only), keeps the rest of the reason
# whole but for its surrounding whitespace, and adds the alternative after " - try instead: " only
# when it is not blank by str.strip(); the result is a new dict of exactly four keys each call.
from toolhooks import Deny  # noqa: F401

_MARK = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    rest = deny.reason
    while rest.lstrip().startswith(_MARK):
        rest = rest.lstrip().removeprefix(_MARK)
    parts = ["BLOCKED:", rest.strip()]
    advice = deny.alternative
    if isinstance(advice, str) and advice.strip():
        parts += ["- try instead:", advice.strip()]
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = " ".join(parts)
    return result
