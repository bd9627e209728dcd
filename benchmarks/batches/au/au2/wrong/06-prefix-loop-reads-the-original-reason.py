# Breaks: "every leading BLOCKED: goes, a thousand too". The loop tests `text` but slices
# `deny.reason` again (a shadowing slip), so two prefixes never shrink and the call never
# returns. Input: Deny("BLOCKED: BLOCKED: free tier") -> infinite loop (one prefix works).
from toolhooks import Deny  # noqa: F401


def synthetic_error_result(tool_use_id, deny):
    text = deny.reason
    while text.lstrip().startswith("BLOCKED:"):
        text = deny.reason.lstrip()[len("BLOCKED:"):]
    content = "BLOCKED: " + text.strip()
    if deny.alternative is not None and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
