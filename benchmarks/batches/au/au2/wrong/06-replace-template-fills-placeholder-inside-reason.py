# Breaks: "then deny.reason whole, character for character". The content is filled from a
# template with chained str.replace, so a "{alternative}" written inside the reason is replaced
# too. Input: Deny("the {alternative} field is not allowed", "remove it") -> content
# "BLOCKED: the remove it field is not allowed Alternative: remove it".
from toolhooks import Deny  # noqa: F401

WITH_ALTERNATIVE = "BLOCKED: {reason} Alternative: {alternative}"
WITHOUT_ALTERNATIVE = "BLOCKED: {reason}"


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    while reason.lstrip().startswith("BLOCKED:"):
        reason = reason.lstrip()[len("BLOCKED:"):]
    alternative = (deny.alternative or "").strip()
    template = WITH_ALTERNATIVE if alternative else WITHOUT_ALTERNATIVE
    content = template.replace("{reason}", reason.strip()).replace("{alternative}", alternative)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
