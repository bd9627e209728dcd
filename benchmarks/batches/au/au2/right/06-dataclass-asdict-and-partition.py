# Right: asdict() of a fresh dataclass gives a new plain dict with exactly type, tool_use_id (as
# given), is_error (True) and content. The reason loses each leading BLOCKED: via str.partition
# (only while nothing but whitespace precedes it), then its outer whitespace; an alternative that
# is not blank after str.strip() is added after a space and our label; None, "" or blank add nothing.
from dataclasses import asdict, dataclass

from toolhooks import Deny  # noqa: F401


@dataclass
class _ToolResult:
    type: str
    tool_use_id: str
    is_error: bool
    content: str


def _reason_text(reason):
    while True:
        head, marker, tail = reason.partition("BLOCKED:")
        if not marker or head.strip():
            return reason.strip()
        reason = tail


def synthetic_error_result(tool_use_id, deny):
    content = f"{'BLOCKED:':<9}{_reason_text(deny.reason)}"
    alternative = deny.alternative
    if alternative and not alternative.isspace():
        content += " Alternative: %s" % alternative.strip()
    return asdict(_ToolResult("tool_result", tool_use_id, True, content))
