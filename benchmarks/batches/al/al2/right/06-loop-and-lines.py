# Right: a new dict literal per call with exactly the four keys, the id untouched; every leading
# "BLOCKED:" (spaces around it too) peeled off in a loop, only at the start, case-sensitively;
# the reason otherwise kept character for character; the alternative, when not blank by strip(),
# kept as it is on its own line (a line break comes first), nothing at all otherwise.
from toolhooks import Deny  # noqa: F401

_MARK = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    while reason.startswith(_MARK):
        reason = reason[len(_MARK):].strip()
    lines = [f"{_MARK} {reason}"]
    if deny.alternative is not None and not deny.alternative.isspace() and deny.alternative:
        lines.append(f"Alternative: {deny.alternative.strip()}")
    return dict(
        type="tool_result",
        tool_use_id=tool_use_id,
        is_error=True,
        content="\n".join(lines),
    )
