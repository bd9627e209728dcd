# Right: a fresh plain dict of exactly the four keys each call (only the *text* is memoised, and a
# str is immutable); the id goes back untouched (an empty one raises ValueError); the content is
# "BLOCKED: " once, the reason with every leading `BLOCKED:` (spaces around) removed by an anchored
# regex, then " Alternative: <alt stripped>" only when alt.strip() is non-empty, else nothing.
import functools
import re

from toolhooks import Deny

_LEADING_LABELS = re.compile(r"\A(?:[ ]*BLOCKED:[ ]*)+")


@functools.lru_cache(maxsize=256)
def _text(reason, alternative):
    body = _LEADING_LABELS.sub("", reason.strip(), count=1).strip()
    parts = ["BLOCKED: " + body]
    if alternative is not None and alternative.strip():
        parts.append("Alternative: " + alternative.strip())
    return " ".join(parts)


def synthetic_error_result(tool_use_id, deny):
    if tool_use_id == "":
        raise ValueError("tool_use_id must not be empty")
    return dict(
        type="tool_result",
        tool_use_id=tool_use_id,
        is_error=True,
        content=_text(deny.reason, deny.alternative),
    )
