# Right: peels "BLOCKED:" with str.partition while the text before the first colon, after
# left-stripping, is exactly "BLOCKED" (so "blocked:", "BLOCKED :" and "ERROR:" stay), keeps the
# reason otherwise as it is (outer whitespace stripped), adds the label and the alternative only
# when it is not None/""/blank, and builds a new dict of the four keys each call.
from toolhooks import Deny


def synthetic_error_result(tool_use_id, deny):
    reason = deny.reason
    while True:
        head, colon, rest = reason.lstrip().partition(":")
        if not (colon and head == "BLOCKED"):
            break
        reason = rest
    parts = ["BLOCKED:", reason.strip()]
    alternative = deny.alternative or ""
    if alternative and not alternative.isspace():
        parts += ["Alternative:", alternative.strip()]
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=" ".join(parts))
