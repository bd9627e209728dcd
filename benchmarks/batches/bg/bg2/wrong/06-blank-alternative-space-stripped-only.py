# Breaks "for a blank one, either nothing or your label with nothing but spaces after it
# passes (not the blank's own whitespace)": the label is added for any non-empty
# alternative and only spaces are trimmed from it. Input: Deny("no refunds", "\t\n")
# -> content "BLOCKED: no refunds Alternative: \t\n" (a blank of spaces, "   ", passes).
import re

from toolhooks import Deny  # noqa: F401

_PREFIX = re.compile(r"^(?:\s*BLOCKED:)+\s*")


def synthetic_error_result(tool_use_id, deny):
    if tool_use_id == "":
        raise ValueError("empty tool_use_id")
    content = "BLOCKED: " + _PREFIX.sub("", deny.reason).strip()
    if deny.alternative:  # None and "" give nothing
        content += " Alternative: " + deny.alternative.strip(" ")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
