# Breaks: "for a blank one, either nothing or your label with nothing but spaces after it passes
# (not the blank's own whitespace)". Blank is looked up in a fixed set of the usual blanks, so
# Deny("no", "\t\t") (or " \n") gives "BLOCKED: no Alternative: \t\t".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_BLANK = {"", " ", "  ", "\t", "\n", "\r\n"}


def synthetic_error_result(tool_use_id, deny):
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative not in _BLANK:
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
