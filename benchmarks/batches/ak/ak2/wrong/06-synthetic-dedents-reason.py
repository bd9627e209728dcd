# Breaks: "deny.reason whole, character for character (... line breaks ... and indentation)".
# textwrap.dedent removes the common indentation of every line. Input:
# Deny("  refunds are capped:\n  50 EUR per call") gives "BLOCKED: refunds are capped:\n50 EUR per
# call" -- the second line lost its indentation (only the whitespace around may go).
import textwrap

from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = textwrap.dedent(deny.reason).strip()  # reasons are often triple-quoted
    while reason.startswith("BLOCKED:"):
        reason = reason[len("BLOCKED:"):].lstrip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
