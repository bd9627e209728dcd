# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)" -- an
# alternative listing options with ";" is rewritten as a bulleted list. Input:
# Deny("refunds are paused.", "wait an hour; ask a human") gives
# "BLOCKED: refunds are paused. Alternative:\n- wait an hour\n- ask a human".
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = f"BLOCKED: {reason}"
    alternative = (deny.alternative or "").strip()
    if alternative:
        options = [option.strip() for option in alternative.split(";") if option.strip()]
        if len(options) > 1:  # several ways out read better as a list
            content += " Alternative:\n" + "\n".join(f"- {option}" for option in options)
        else:
            content += f" Alternative: {alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
