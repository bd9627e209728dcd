# Breaks: "without any BLOCKED: prefix of its own (every leading BLOCKED: goes ... at the very start
# only ...)" and "deny.reason whole, character for character". The collapsing regex is not anchored,
# so a BLOCKED: inside the reason is rewritten too. Input:
#   synthetic_error_result("toolu_01", Deny("the gate reads BLOCKED:closed"))
#   -> "BLOCKED: the gate reads BLOCKED: closed" (a space added inside the reason).
import re

from toolhooks import Deny  # noqa: F401

_PREFIX_RUN = re.compile(r"(?:BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    # add the prefix, then collapse any run of prefixes into exactly one
    text = _PREFIX_RUN.sub("BLOCKED: ", "BLOCKED: " + deny.reason.strip())
    if deny.alternative and deny.alternative.strip():
        text = f"{text} Alternative: {deny.alternative.strip()}"
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": text}
