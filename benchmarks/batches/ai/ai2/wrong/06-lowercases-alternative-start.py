# Wrong: breaks "that alternative as it is (its surrounding whitespace may be stripped)". The
# alternative is made to read on from "Instead, ": Deny("free tier cannot open case files",
# "Offer the FAQ") gives "... Instead, offer the FAQ". Alternatives that already start in lower
# case (the notebook's "offer the upgrade or the FAQ.") come out right.
import re

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = (deny.alternative or "").strip()
    if alternative:
        content += " Instead, " + alternative[0].lower() + alternative[1:]
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
