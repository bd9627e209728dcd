# Breaks: "then ... that alternative as it is (its surrounding whitespace may be stripped)": curly quotes and
# dashes in the advice are made ASCII "so the model can copy it into a tool call".
# Input: Deny("free tier", "use the \u201cFAQ\u201d tool \u2013 it is free") gives
# '... Alternative: use the "FAQ" tool - it is free' instead of the alternative as written.
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_PLAIN = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"})


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip().translate(_PLAIN)
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
