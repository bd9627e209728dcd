# Breaks "`Deny(...)` when ... free, whatever `call.input` claims or holds (... the input's values
# may be of any JSON type ...)": the reason quotes the summary with str.capitalize. In a free
# session, create_case_file with {"summary": 42} (or None, or a list) raises AttributeError
# instead of returning a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    summary = call.input.get("summary", "a new case")
    return Deny(
        f"free-tier accounts cannot open case files ({summary.capitalize()!r} was not filed).",
        "explain that case files come with the premium plan, offer the upgrade page, "
        "and answer from the general FAQ in the meantime.",
    )
