# Breaks "for a blank one, either nothing or your label with nothing but spaces after it
# passes": the alternative sentence is always closed with a full stop, so a blank one
# leaves "Alternative: .". Input: Deny("no refunds", "   ") -> content
# "BLOCKED: no refunds Alternative: ." (a real alternative, "offer the FAQ", is fine).
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:)+\s*")


def synthetic_error_result(tool_use_id, deny):
    if tool_use_id == "":
        raise ValueError("empty tool_use_id")
    content = "BLOCKED: " + _PREFIX.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative != "":
        alternative = alternative.strip()
        if not alternative.endswith((".", "!", "?")):
            alternative += "."
        content += " Alternative: " + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
