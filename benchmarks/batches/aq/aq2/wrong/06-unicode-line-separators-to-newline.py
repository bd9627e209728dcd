# Breaks: "deny.reason whole, character for character (non-ASCII too, its tabs, line breaks ...)".
# U+2028 and U+2029 (which break JavaScript string literals) are replaced by "\n" for safety:
# Deny("line one\u2028line two") gives "BLOCKED: line one\nline two", not the reason as written.
import re

_LEADING_PREFIXES = re.compile(r"^(?:\s*BLOCKED:)+")
_JS_UNSAFE = str.maketrans({"\u2028": "\n", "\u2029": "\n"})


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _LEADING_PREFIXES.sub("", deny.reason).strip().translate(_JS_UNSAFE)
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
