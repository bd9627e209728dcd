# Breaks "then `deny.reason` whole, character for character": the reason goes through
# html.escape(quote=False), so &, < and > become entities.
# Input: Deny("refunds > 50 EUR need a manager & a ticket.") -> "... &gt; 50 EUR ... &amp; ...".
import html
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call (text made safe for any renderer)."""
    reason = html.escape(_PREFIXES.sub("", deny.reason).strip(), quote=False)
    content = f"BLOCKED: {reason}"
    if deny.alternative and deny.alternative.strip():
        content += f" Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
