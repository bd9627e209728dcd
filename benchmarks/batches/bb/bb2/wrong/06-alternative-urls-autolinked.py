# Breaks: "then ... that alternative as it is (its surrounding whitespace may be stripped)".
# URLs in the alternative are wrapped in <...> so they render as links:
# Deny("no refunds", "see https://faq.example.com/refunds") -> "... Alternative: see
# <https://faq.example.com/refunds>".
import re

from toolhooks import Deny  # noqa: F401

_URL = re.compile(r"(?<!<)\bhttps?://[^\s<>]+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].strip()
    content = "BLOCKED: " + reason
    alternative = (deny.alternative or "").strip()
    if alternative:
        content += " Alternative: " + _URL.sub(lambda m: f"<{m.group(0)}>", alternative)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
