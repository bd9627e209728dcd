# Right: the content is assembled first ("BLOCKED: " + the reason as given + a blank line, a
# label and the stripped alternative, only when that is neither None, "" nor whitespace only),
# then the run of BLOCKED: prefixes at the very start of the whole text (the one added plus the
# reason's own, whitespace between) is collapsed into one "BLOCKED: ". The reason's inner text
# and trailing whitespace stay as they are (allowed); a new plain dict with exactly four keys.
import re

_LEADING_RUN = re.compile(r"\A(?:\s*BLOCKED:)+\s*")


def synthetic_error_result(tool_use_id, deny):
    alternative = deny.alternative
    advice = ""
    if alternative and not alternative.isspace():
        advice = "\n\nAlternative: " + alternative.strip()
    text = _LEADING_RUN.sub("BLOCKED: ", "BLOCKED: " + deny.reason + advice, count=1)
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = text
    return result
