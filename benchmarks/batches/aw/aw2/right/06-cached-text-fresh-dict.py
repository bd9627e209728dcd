# Right: the text is memoised per (reason, alternative) with lru_cache, which is safe because
# a str is immutable; the dict around it is built anew on every call, so no result is shared.
# Prefixes go with an anchored regex (\A, repeated group); the alternative is kept whole
# (not even stripped) after " Alternative: ", and only when str.strip() leaves something.
import functools
import re

from toolhooks import Deny  # noqa: F401

_LEADING = re.compile(r"\A(?:\s*BLOCKED:)+\s*")


@functools.lru_cache(maxsize=256)
def _text(reason, alternative):
    text = "BLOCKED: " + _LEADING.sub("", reason, count=1)
    if alternative and alternative.strip():
        text += " Alternative: " + alternative
    return text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    return dict(
        type="tool_result",
        tool_use_id=tool_use_id,
        is_error=True,
        content=_text(deny.reason, deny.alternative),
    )
