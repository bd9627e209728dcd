# Right: a new plain dict of exactly the four keys each call, the id passed through untouched
# ("" comes back ""), is_error the bool True; the content is "BLOCKED: " once, then the reason
# with every leading BLOCKED: (spaces around it or not) peeled by a partition loop and only its
# outer whitespace stripped, then " Alternative: <alternative stripped>" only if that is not blank.
from toolhooks import Deny

_MARK = "BLOCKED:"


def _peeled(reason):
    rest = reason.strip()
    while True:
        head, mark, tail = rest.partition(_MARK)
        if not mark or head:  # no BLOCKED: at the very start (after whitespace) any more
            return rest
        rest = tail.strip()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    parts = ["BLOCKED: ", _peeled(deny.reason)]
    advice = deny.alternative
    if advice is not None:
        advice = advice.strip()
        if advice:
            parts += [" Alternative: ", advice]
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content="".join(parts))
