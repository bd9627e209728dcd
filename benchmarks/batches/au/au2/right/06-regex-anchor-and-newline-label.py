# Right: a new plain dict of exactly the four keys each call; tool_use_id copied untouched ("" too);
# is_error the bool True. Content: "BLOCKED: " once, then the reason with every leading BLOCKED:
# (spaces before/after, any count) removed by an anchored regex, then only its surrounding whitespace
# stripped; the alternative, when not blank by str.strip(), follows a line break and our "Instead:".
import re

from toolhooks import Deny  # noqa: F401

_LEADING_PREFIXES = re.compile(r"\A(?:\s*BLOCKED:)+")


def synthetic_error_result(tool_use_id, deny):
    reason = _LEADING_PREFIXES.sub("", deny.reason, count=1).strip()
    pieces = ["BLOCKED: " + reason]
    advice = deny.alternative.strip() if deny.alternative is not None else ""
    if advice:
        pieces.append("Instead: " + advice)
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": "\n".join(pieces),
    }
