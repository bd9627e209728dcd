# Wrong: breaks "only when the Deny has an alternative that is not blank (by str.strip())" and
# "for a blank one, either nothing or your label with nothing but spaces after it passes (not
# the blank's own whitespace)". Blank is judged by Unicode category Zs only, so
# Deny("no refunds", "\t\n") gives "BLOCKED: no refunds Alternative: \t\n".
import re
import unicodedata

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def _blank(text):
    return all(unicodedata.category(ch) == "Zs" for ch in text)


def synthetic_error_result(tool_use_id, deny):
    text = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and not _blank(alternative):
        text += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
