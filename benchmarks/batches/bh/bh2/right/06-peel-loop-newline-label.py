# Right: returns a new {"type", "tool_use_id", "is_error", "content"} dict; the id is echoed as
# given (an empty one comes back ""); leading whitespace and every leading "BLOCKED:" are peeled
# one by one (any count, spaces before/after), the rest of the reason is kept as it is (trailing
# whitespace kept, which the text allows); a non-blank alternative (by str.split(), same test as
# str.strip()) follows on a new line after "Try instead:", stripped; otherwise nothing follows.
from toolhooks import Deny

LABEL = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason.lstrip()
    while reason[: len(LABEL)] == LABEL:
        reason = reason[len(LABEL):].lstrip()
    content = "BLOCKED: " + reason
    advice = deny.alternative
    if advice is not None and advice.split():
        content = content + "\nTry instead: " + advice.strip()
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = content
    return result
