# Breaks: "that alternative as it is". The label and the alternative are glued into a template
# that is then formatted with the reason, so braces in the alternative are read as fields:
# Deny("no refunds", "use the {faq} link") raises KeyError; "see {{docs}}" becomes "see {docs}".
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("synthetic_error_result needs the id of the tool_use it answers")
    template = "BLOCKED: {reason}"
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        template += " Alternative: " + alternative.strip()
    content = template.format(reason=_PREFIXES.sub("", deny.reason).strip())
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
