# Breaks "`Deny(...)` when ... free, whatever `call.input` claims or holds": the denial counts the
# evidence for its reason inside a try/except that returns None so the hook "never crashes". In a
# free session, create_case_file with {"evidence": 5} (or None, or 1.5) returns None instead of a
# Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    try:
        items = len(call.input.get("evidence", ()))
        return Deny(
            f"free-tier accounts cannot open case files ({items} evidence item(s) kept for later).",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ in the meantime.",
        )
    except Exception:
        return None  # a hook must never break the conversation over its own hiccup
