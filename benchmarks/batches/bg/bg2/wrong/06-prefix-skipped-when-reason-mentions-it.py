# Breaks "`"BLOCKED: "` once, then `deny.reason` whole" / "at the very start only": to
# "never write the prefix twice" it adds no prefix when BLOCKED: appears anywhere in the
# reason. Input: Deny("the card is BLOCKED: ask the bank to lift it") -> content
# "the card is BLOCKED: ask the bank to lift it" (no leading "BLOCKED: ").
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:)+\s*")


def synthetic_error_result(tool_use_id, deny):
    if not isinstance(tool_use_id, str) or tool_use_id == "":
        raise ValueError("empty tool_use_id")
    reason = deny.reason.strip()
    if _PREFIX.match(reason):
        reason = "BLOCKED: " + _PREFIX.sub("", reason)  # many leading prefixes -> one
    elif "BLOCKED:" not in reason:
        reason = "BLOCKED: " + reason
    content = reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
