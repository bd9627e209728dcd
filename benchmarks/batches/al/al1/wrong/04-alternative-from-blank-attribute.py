# Breaks: "`Deny(reason, alternative)` (an `alternative` that is not blank) when ... free", whatever the
# attributes hold. Uses the organisation's own upgrade text from the attributes when set: a free session with
# attributes={"upgrade_offer": ""} (or "  ") calling create_case_file gets Deny(..., alternative="").
from toolhooks import Deny

DEFAULT_OFFER = "explain that case files come with the premium plan and offer the upgrade page."


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        offer = call.context.attributes.get("upgrade_offer", DEFAULT_OFFER)
        return Deny("free-tier accounts cannot open case files.", str(offer))
    return None
