# Right: the prefix run is measured with one regex match at position 0 ((\s*BLOCKED:\s*)*, exact
# case) and sliced off, so the rest of the reason, its trailing whitespace too, stays as written.
# The alternative, only when strip() leaves something, follows " (alternative: ...)", whitespace
# first. The dict is built fresh by dict(zip(...)): four keys, the id as given, is_error True.
import dataclasses
import re

_RUN = re.compile(r"(?:\s*BLOCKED:\s*)*")
_KEYS = ("type", "tool_use_id", "is_error", "content")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason, alternative = dataclasses.astuple(deny)
    text = "BLOCKED: " + reason[_RUN.match(reason).end():]
    if alternative is not None and alternative.strip():
        text = f"{text} (alternative: {alternative.strip()})"
    return dict(zip(_KEYS, ("tool_result", tool_use_id, True, text)))
