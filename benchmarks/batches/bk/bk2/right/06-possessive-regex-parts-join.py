# Right: Python 3.11 possessive quantifiers make the prefix pattern linear (no backtracking over a
# 100,000-space run); it is matched at position 0 only, so every leading BLOCKED: goes and nothing
# later is touched. Parts are joined with a space; a non-blank alternative (by str.strip) is added
# with an "Instead:" label, None/""/blank add nothing. Fresh dict, plain-str type, id as given.
import re

from toolhooks import Deny  # noqa: F401

_LEADING_LABELS = re.compile(r"(?:\s*+BLOCKED:)*+\s*+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("tool_use_id must be the non-empty id of the denied call")
    reason = deny.reason
    reason = reason[_LEADING_LABELS.match(reason).end():].rstrip()
    parts = ["BLOCKED:", reason]
    if deny.alternative is not None and deny.alternative.strip() != "":
        parts += ["Instead:", deny.alternative.strip()]
    return dict(
        type="tool_result",
        tool_use_id=tool_use_id,
        is_error=True,
        content=" ".join(parts),
    )
