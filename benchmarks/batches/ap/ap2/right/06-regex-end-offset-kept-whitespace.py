# Right: one regex match measures the run of leading "BLOCKED:" prefixes (whitespace around them
# included) and the reason is sliced after it, its trailing whitespace kept as the text allows.
# The alternative (when not blank by str.strip()) is appended as it is after " -- instead: ";
# nothing at all follows the reason for None, "" or a blank one. Id returned exactly.
import re

from toolhooks import Deny  # noqa: F401

_RUN = re.compile(r"(?:\s*BLOCKED:)*\s*")


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    if not tool_use_id:
        raise ValueError("empty tool_use_id")
    text = deny.reason
    cut = _RUN.match(text).end()
    content = "BLOCKED: " + text[cut:]
    alt = deny.alternative
    if isinstance(alt, str) and alt.strip() != "":
        content += " -- instead: " + alt
    result = dict.fromkeys(("type", "tool_use_id", "is_error", "content"))
    result.update(type="tool_result", tool_use_id=tool_use_id, is_error=True, content=content)
    return result
