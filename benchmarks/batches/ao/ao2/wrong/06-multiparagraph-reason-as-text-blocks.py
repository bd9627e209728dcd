# Breaks '"content", one str': a reason with a blank line in it,
# Deny("refunds are closed.\n\nFinance is auditing March."), comes back as a list of text
# blocks (one per paragraph) instead of one string.
import re

from toolhooks import Deny

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    text = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        text += " Alternative: " + deny.alternative.strip()
    paragraphs = text.split("\n\n")
    # several paragraphs read better as separate text blocks, which the API also accepts
    content = text if len(paragraphs) == 1 else [{"type": "text", "text": p} for p in paragraphs]
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
