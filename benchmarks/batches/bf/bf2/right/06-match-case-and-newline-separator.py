# Right: Deny is unpacked with a class pattern; prefixes are peeled one by one at the very start
# (whitespace before/after each, any number of them, "BLOCKED:" exactly). The content is
# "BLOCKED: " + the rest of the reason (surrounding whitespace stripped, inside untouched); a
# non-blank alternative is added as it is, after a real line break ("\n", isspace) and before the
# word "Instead:". None / "" / blank alternatives add nothing. A new plain dict with four keys.
from toolhooks import Deny


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    match deny:
        case Deny(reason=reason, alternative=alternative):
            pass
        case _:
            raise TypeError(f"expected a Deny, got {type(deny).__name__}")
    while True:
        trimmed = reason.lstrip()
        if not trimmed.startswith("BLOCKED:"):
            break
        reason = trimmed.removeprefix("BLOCKED:")
    text = "BLOCKED: " + reason.strip()
    if alternative is not None and alternative.strip() != "":
        text = text + "\nInstead: " + alternative
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = text
    return result
