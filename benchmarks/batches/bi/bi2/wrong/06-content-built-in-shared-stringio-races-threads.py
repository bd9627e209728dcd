# Wrong: "content ... then deny.reason whole" for *this* call. The text is assembled in one
# module-level io.StringIO (reset, written, read back) to avoid string concatenation; two
# threads denying at once interleave in it, so one thread's result can carry the other's
# reason (e.g. threads calling with Deny("reason A ...") and Deny("reason B ...") in a loop).
import io
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_BUFFER = io.StringIO()


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    _BUFFER.seek(0)
    _BUFFER.truncate()
    _BUFFER.write("BLOCKED: ")
    _BUFFER.write(_PREFIXES.sub("", deny.reason).strip())
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        _BUFFER.write(" Alternative: ")
        _BUFFER.write(alternative.strip())
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": _BUFFER.getvalue(),
    }
