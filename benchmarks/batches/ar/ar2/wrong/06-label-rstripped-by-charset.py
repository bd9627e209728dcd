# Breaks: "deny.reason whole, character for character" (and the alternative "as it is"). One
# template is built and an empty label removed with str.rstrip(" Alternative:"), which strips a
# set of characters, eating the text's own ending: Deny("no refunds on a trial") gives
# "BLOCKED: no refunds o" instead of "BLOCKED: no refunds on a trial".
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    alternative = (deny.alternative or "").strip()
    # one template; the trailing label goes again when there is nothing after it
    content = f"BLOCKED: {reason} Alternative: {alternative}".rstrip(" Alternative:")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
