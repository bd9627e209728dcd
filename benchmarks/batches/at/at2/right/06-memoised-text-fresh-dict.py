# Right: only the text is memoised (a pure function of reason and alternative, both strings),
# and every call builds a new plain dict of exactly four keys around it, with the id as given
# and is_error True; the text is "BLOCKED: " + the reason without its leading BLOCKED: run
# (anchored regex, whitespace around each) stripped, + " Alternative: ..." only if not blank.
import functools
import re

from toolhooks import Deny

_LEADING_MARKS = re.compile(r"\A(?:\s*BLOCKED:\s*)+")


@functools.lru_cache(maxsize=512)
def _text(reason, alternative):
    text = "BLOCKED: " + _LEADING_MARKS.sub("", reason).strip()
    if alternative and not alternative.isspace():
        text = f"{text} Alternative: {alternative.strip()}"
    return text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": _text(deny.reason, deny.alternative),
    }
