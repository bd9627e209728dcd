# Breaks: "`deny.reason` whole, character for character (... its tabs, line breaks and indentation,
# however long". One fullmatch regex strips the prefixes and the trailing whitespace; its lazy
# `(.*?)` followed by `\s*` backtracks quadratically inside a whitespace run, so a long indented
# reason, Deny("a" + " " * 200_000 + "b"), takes minutes (about 30 s at 100_000) instead of milliseconds.
import re

from toolhooks import Deny

_SPLIT = re.compile(r"(?:\s*BLOCKED:\s*)*(.*?)\s*", re.S)


def synthetic_error_result(tool_use_id, deny):
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    reason = _SPLIT.fullmatch(deny.reason).group(1)
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip() != "":
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
