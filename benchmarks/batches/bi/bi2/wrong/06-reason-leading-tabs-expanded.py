# Wrong: "deny.reason whole, character for character (... its tabs, line breaks ... and
# indentation)". Tab indentation at the start of each line is turned into four spaces so the
# model "sees it the same everywhere": Deny("Not allowed:\n\tno refunds") gives
# "BLOCKED: Not allowed:\n    no refunds". A tab inside a line ("a\tb") is kept.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_LEADING_TABS = re.compile(r"(?m)^\t+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = _PREFIXES.sub("", deny.reason).strip()
    reason = _LEADING_TABS.sub(lambda m: "    " * len(m.group()), reason)
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
