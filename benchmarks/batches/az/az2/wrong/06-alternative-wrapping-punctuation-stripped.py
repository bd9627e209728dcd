# Breaks "that alternative as it is (its surrounding whitespace may be stripped)": a pair of
# brackets or quotes around the whole alternative is taken off, since the label frames it.
# Input: Deny("deploy running", "(ask the on-call engineer)") gives "BLOCKED: deploy running
# Alternative: ask the on-call engineer"; '"use the FAQ"' loses its quotes the same way.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_PAIRS = {"(": ")", "[": "]", '"': '"', "'": "'", "“": "”", "«": "»"}


def _unwrapped(text):
    text = text.strip()
    while len(text) >= 2 and _PAIRS.get(text[0]) == text[-1]:
        text = text[1:-1].strip()
    return text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + (_unwrapped(deny.alternative) or deny.alternative.strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
