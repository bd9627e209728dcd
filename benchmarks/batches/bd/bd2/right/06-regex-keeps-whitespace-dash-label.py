# Right: the reason keeps its own surrounding whitespace (the text allows kept or stripped);
# only the run of leading "BLOCKED:" marks (with spaces around them) is cut, by one anchored
# regex match; the alternative, when not blank by str.strip(), comes after " -- instead: "
# (whitespace first, before any letter of ours). Fresh dict, four keys, id as given ("" too).
import re

_LEADING_MARKS = re.compile(r"(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    found = _LEADING_MARKS.match(reason)
    if found is not None:
        reason = reason[found.end():]
    parts = ["BLOCKED: ", reason]
    if deny.alternative and not deny.alternative.isspace():
        parts += [" -- instead: ", deny.alternative]
    return dict(
        type="tool_result",
        tool_use_id=tool_use_id,
        is_error=True,
        content="".join(parts),
    )
