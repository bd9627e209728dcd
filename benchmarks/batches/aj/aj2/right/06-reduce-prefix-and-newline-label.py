# Right: a reduce peels one leading "BLOCKED:" per step (after lstrip, so spaces around it go),
# as many steps as the reason holds "BLOCKED:" (extra steps are no-ops; a later one never reaches
# the start). "BLOCKED: " once, the reason stripped, and only for a non-blank alternative a line
# break then "Alternative: " and it. A new plain dict, four keys, the id as given, is_error True.
from functools import reduce

from toolhooks import Deny


def _peel(text, _):
    text = text.lstrip()
    return text[len("BLOCKED:"):] if text.startswith("BLOCKED:") else text


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = reduce(_peel, range(deny.reason.count("BLOCKED:")), deny.reason).strip()
    lines = ["BLOCKED: " + reason]
    if deny.alternative is not None and not deny.alternative.isspace() and deny.alternative:
        lines.append("Alternative: " + deny.alternative.strip())
    result = {}
    result["type"] = "tool_result"
    result["tool_use_id"] = tool_use_id
    result["is_error"] = True
    result["content"] = "\n".join(lines)
    return result
