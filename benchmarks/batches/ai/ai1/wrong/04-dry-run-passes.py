# Breaks "Deny ... whatever call.input claims or holds": a call whose input says it is a dry
# run is let through. A free session calling create_case_file with {"dry_run": true, ...}
# gets None instead of a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.input.get("dry_run") is True:
        return None  # a preview creates nothing
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "offer the premium plan and answer from the FAQ.",
        )
    return None
