# Breaks: "Deny(reason, alternative) (an alternative that is not blank) ... whatever call.input claims
# or holds". The alternative is looked up by the input's "priority", so a free-tier create_case_file
# with {"priority": "urgent"} (or 3, or a list) gets Deny(..., alternative=None).
from toolhooks import Deny

_NEXT_STEPS = {
    "low": "answer from the FAQ and mention that the premium plan includes case files.",
    "normal": "offer the upgrade page, and answer from the FAQ meanwhile.",
    "high": "offer the upgrade page and a call-back from the sales team.",
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        priority = call.input.get("priority", "normal")
        return Deny("free-tier accounts cannot open case files.", _NEXT_STEPS.get(priority))
    return None
