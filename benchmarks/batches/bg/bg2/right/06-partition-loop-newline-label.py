# Right: a fresh plain dict with exactly the four keys (type "tool_result" as a literal,
# the id untouched, is_error True); leading BLOCKED: prefixes are peeled with partition
# (spaces before/after, any number, only at the start, exact case), the reason is kept whole
# (only stripped around it), and a non-blank alternative (blank = "" or isspace(), i.e.
# strip() == "") follows after a line break and our label; None/""/blank add nothing.
from toolhooks import Deny  # noqa: F401


def _without_prefixes(reason):
    while True:
        head, marker, tail = reason.lstrip().partition("BLOCKED:")
        if not marker or head:
            return reason
        reason = tail


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:
        raise ValueError("a tool_result needs the non-empty id of the call it answers")
    parts = ["BLOCKED: ", _without_prefixes(deny.reason).strip()]
    alternative = deny.alternative
    if alternative and not alternative.isspace():
        parts.append("\nAlternative: " + alternative.strip())
    values = ("tool_result", tool_use_id, True, "".join(parts))
    return dict(zip(("type", "tool_use_id", "is_error", "content"), values))
