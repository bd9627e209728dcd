# Breaks: "something holding whitespace ... comes between the reason and it". To avoid
# "Alternative: Alternative: ...", an alternative already labelled is appended bare, and the
# space went with the label: Deny("free tier", "Alternative: offer the FAQ") gives
# "BLOCKED: free tierAlternative: offer the FAQ".
import re

from toolhooks import Deny  # noqa: F401

_PREFIXES = re.compile(r"^(?:\s*BLOCKED:\s*)+")
_LABEL = " Alternative: "


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not isinstance(tool_use_id, str) or not tool_use_id:
        raise ValueError("synthetic_error_result needs the id of the tool_use it answers")
    content = "BLOCKED: " + _PREFIXES.sub("", deny.reason).strip()
    alternative = deny.alternative
    if alternative is not None and alternative.strip():
        alternative = alternative.strip()
        if alternative.startswith(_LABEL.strip()):
            content += alternative  # labelled already: never label it twice
        else:
            content += _LABEL + alternative
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
