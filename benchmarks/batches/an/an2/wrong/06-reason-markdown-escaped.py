# Breaks: "then `deny.reason` whole, character for character". Escapes Markdown characters
# (backslash before * _ `) so the model "renders" the reason literally. Input:
#   synthetic_error_result("toolu_01", Deny("use the `faq_search` tool"))
#   -> "BLOCKED: use the \`faq\_search\` tool".
import re

from toolhooks import Deny  # noqa: F401

_MARKDOWN = re.compile(r"([\\`*_])")


def _literal(text):
    return _MARKDOWN.sub(r"\\\1", text)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = "BLOCKED: " + _literal(reason)
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + _literal(deny.alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
