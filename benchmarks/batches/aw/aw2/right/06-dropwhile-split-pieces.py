# Right: the reason is cut at every "BLOCKED:" and the leading pieces that hold only
# whitespace are dropped, which removes every leading prefix (with any spaces around it)
# and nothing else; the rest is glued back with the same marker, so the reason stays whole.
# The alternative follows after a blank line only when str.strip() leaves something.
from itertools import dropwhile

from toolhooks import Deny  # noqa: F401  (the type the notebook passes in)

_MARK = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    pieces = deny.reason.split(_MARK)
    reason = _MARK.join(dropwhile(lambda piece: not piece.strip(), pieces)).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        content += "\n\nAlternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
