# Right: one regular expression splits the reason into its leading BLOCKED: run (exact case,
# whitespace around each, anchored at the start by fullmatch) and the rest, whitespace-trimmed;
# the alternative follows only when str.split() finds a word in it (same test as str.strip()),
# joined by whitespace; a new dict each call with the four keys and the id untouched.
import re

_SHAPE = re.compile(r"(?:\s*BLOCKED:)*\s*(.*?)\s*", re.DOTALL)


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    body = _SHAPE.fullmatch(deny.reason).group(1)
    pieces = ["BLOCKED:", body]
    if deny.alternative is not None and deny.alternative.split():
        pieces += ["—", "instead,", deny.alternative.strip()]
    result = {}
    result["content"] = " ".join(pieces)
    result["is_error"] = True
    result["tool_use_id"] = tool_use_id
    result["type"] = "tool_result"
    return result
