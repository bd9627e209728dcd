# Right: splits the reason on "BLOCKED:" and drops the leading pieces that are blank (exactly the
# leading prefixes, spaces around them, any number), keeping later "BLOCKED:" and every other
# character; "BLOCKED: " once, then " Alternative: " and the alternative only when not blank by
# str.strip(). A fresh plain dict with exactly the four keys; the id passed through untouched.
from toolhooks import Deny

MARK = "BLOCKED:"


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    pieces = deny.reason.split(MARK)
    start = 0
    while start < len(pieces) - 1 and not pieces[start].strip():
        start += 1
    reason = MARK.join(pieces[start:]).strip()
    parts = [MARK, " ", reason]
    alternative = deny.alternative
    if isinstance(alternative, str) and alternative.strip():
        parts += [" Alternative: ", alternative.strip()]
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content="".join(parts))
