# Breaks: "that alternative as it is (its surrounding whitespace may be stripped)". Leading
# list markers are stripped as if they were whitespace: Deny("no refunds", "- call billing
# on Monday") gives "... Alternative: call billing on Monday" (and "*premium* only" loses its "*").
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    if deny.alternative and deny.alternative.strip():
        # the label already introduces it, a bullet in front would read oddly
        content += " Alternative: " + deny.alternative.strip().lstrip("-*\u2022 ")
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
