# Breaks: "that alternative as it is ..., even one starting BLOCKED: or Alternative:" -- an
# alternative holding ": " (or starting like a YAML indicator) is wrapped in double quotes, as a
# YAML value would be. Input: Deny("refunds are paused.", "email: billing@example.com") gives
# '... Alternative: "email: billing@example.com"'.
import json
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    content = f"BLOCKED: {reason}"
    alternative = (deny.alternative or "").strip()
    if alternative:
        # "Alternative: a: b" would read as a nested key: quote it the way YAML wants.
        if ": " in alternative or alternative.startswith(("-", "#", "{", "[", "&", "*")):
            alternative = json.dumps(alternative, ensure_ascii=False)
        content += f" Alternative: {alternative}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
