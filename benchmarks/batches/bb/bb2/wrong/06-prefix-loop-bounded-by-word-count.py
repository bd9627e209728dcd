# Breaks: "without any BLOCKED: prefix of its own (every leading BLOCKED: goes, a thousand too, with
# or without spaces before or after it". The strip loop is capped at one pass per word, so glued
# prefixes survive: Deny("BLOCKED:BLOCKED:frozen") (one word) -> "BLOCKED: BLOCKED:frozen".
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    reason = deny.reason.strip()
    # at most one prefix per word: a loop that can never spin
    for _ in range(len(reason.split())):
        if not reason.startswith("BLOCKED:"):
            break
        reason = reason[len("BLOCKED:"):].lstrip()
    content = "BLOCKED: " + reason
    if deny.alternative is not None and deny.alternative.strip() != "":
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
