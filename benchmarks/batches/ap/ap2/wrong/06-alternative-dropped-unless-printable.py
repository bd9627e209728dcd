# Wrong: breaks "only when the Deny has an alternative that is not blank (by str.strip()), that
# alternative as it is": an alternative with any non-printable character (a line break, a tab) is
# dropped. Input: Deny("free tier cannot open case files", "1. upgrade\n2. read the FAQ") -> content
# has no alternative at all (also "offer the FAQ\n", whose whitespace may merely be stripped).
import re

from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = re.sub(r"^(?:\s*BLOCKED:\s*)+", "", deny.reason).strip()
    content = "BLOCKED: " + reason
    alternative = deny.alternative
    # only clean, one-line advice goes into the prompt
    if alternative and alternative.strip() and alternative.isprintable():
        content += " Alternative: " + alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True,
            "content": content}
