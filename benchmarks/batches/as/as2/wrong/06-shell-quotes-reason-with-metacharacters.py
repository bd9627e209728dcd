# Breaks: "then `deny.reason` whole, character for character": a reason holding a shell
# metacharacter ($ ` ; | & < >) is passed through shlex.quote "in case it reaches a terminal".
# Input: Deny("refunds over $500 need a manager") gives
# "BLOCKED: 'refunds over $500 need a manager'".
import re
import shlex

from toolhooks import Deny

_SHELL_META = re.compile(r"[$`;|&<>]")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    if _SHELL_META.search(reason):
        reason = shlex.quote(reason)
    parts = ["BLOCKED: " + reason]
    if deny.alternative and deny.alternative.strip():
        parts.append("Alternative: " + deny.alternative.strip())
    return {
        "type": "tool_result",
        "tool_use_id": tool_use_id,
        "is_error": True,
        "content": " ".join(parts),
    }
