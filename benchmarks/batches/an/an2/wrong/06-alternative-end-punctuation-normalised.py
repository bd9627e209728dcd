# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)". Replaces the
# alternative's closing punctuation with one full stop, so a question loses its "?".
# Input: synthetic_error_result("toolu_01", Deny("free tier", "ask whether they want the FAQ?"))
#   -> "... Alternative: ask whether they want the FAQ." instead of "...the FAQ?".
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason.removeprefix("BLOCKED:").lstrip()
    content = f"BLOCKED: {reason}"
    alternative = (deny.alternative or "").strip()
    if alternative:
        # one clean sentence ending: no "..", "?." or "!." after our label
        content += f" Alternative: {alternative.rstrip('.!?;:')}."
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
