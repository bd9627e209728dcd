# Breaks: "`deny.reason` whole, character for character". The reason is "escaped" for str.format
# (braces doubled) but is then passed as a format *argument*, which is never re-parsed, so the
# doubling shows: Deny("set {user_id} to your own id") gives
# "BLOCKED: set {{user_id}} to your own id".
from toolhooks import Deny

_TEMPLATE = "BLOCKED: {reason}"
_WITH_ALTERNATIVE = "BLOCKED: {reason} Alternative: {alternative}"


def _escape(text):
    return text.replace("{", "{{").replace("}", "}}")


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    alternative = (deny.alternative or "").strip()
    if alternative:
        content = _WITH_ALTERNATIVE.format(reason=_escape(reason), alternative=_escape(alternative))
    else:
        content = _TEMPLATE.format(reason=_escape(reason))
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
