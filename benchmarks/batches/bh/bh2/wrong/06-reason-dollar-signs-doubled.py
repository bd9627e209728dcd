# Breaks: "`deny.reason` whole, character for character". The text is built with string.Template
# and the reason's `$` are "escaped" as `$$` first, but substituted values are never re-parsed,
# so they stay doubled: Deny("refunds over $50 need a manager") gives
# "BLOCKED: refunds over $$50 need a manager".
from string import Template

from toolhooks import Deny

_PLAIN = Template("BLOCKED: $reason")
_ADVISED = Template("BLOCKED: $reason Alternative: $alternative")


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason.removeprefix("BLOCKED:").strip()
    reason = reason.replace("$", "$$")
    alternative = deny.alternative.strip() if deny.alternative else ""
    if alternative:
        content = _ADVISED.substitute(reason=reason, alternative=alternative.replace("$", "$$"))
    else:
        content = _PLAIN.substitute(reason=reason)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
