# Right: re.match finds the whole run of leading "BLOCKED:" prefixes (with any whitespace
# around each) and slices it off; the rest of the reason is kept as written (only its outer
# whitespace goes). A non-blank alternative goes on a new line after "Instead: " (whitespace
# between reason and label, as the text asks); the result is a new dict(...) on every call.
import re

_RUN = re.compile(r"(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason
    found = _RUN.match(reason)
    if found is not None:
        reason = reason[found.end():]
    parts = ["BLOCKED: ", reason.strip()]
    if isinstance(deny.alternative, str) and deny.alternative.strip() != "":
        parts += ["\nInstead: ", deny.alternative.strip()]
    return dict(type="tool_result", tool_use_id=tool_use_id, is_error=True, content="".join(parts))
