# Right: a new dict literal per call with the four keys (id passed through untouched, even ""),
# is_error True; the reason is scanned by hand: skip whitespace, drop each exact "BLOCKED:" at
# the start (any number), stop at anything else, then keep the rest as is (outer whitespace
# stripped); the alternative, only when non-blank by str.strip(), follows on a new line.

_MARK = "BLOCKED:"


def _without_marks(text):
    i = 0
    while True:
        j = i
        while j < len(text) and text[j].isspace():
            j += 1
        if text.startswith(_MARK, j):
            i = j + len(_MARK)
        else:
            return text[i:].strip()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    lines = ["BLOCKED: " + _without_marks(deny.reason)]
    advice = deny.alternative
    if isinstance(advice, str) and advice.strip() != "":
        lines.append("Alternative: " + advice.strip())
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content="\n".join(lines))
