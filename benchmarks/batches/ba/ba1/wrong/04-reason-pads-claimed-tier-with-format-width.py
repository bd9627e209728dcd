# Breaks: "Deny(...) when ... call.context.tier == "free", whatever call.input claims or holds
# (... the input's values may be of any JSON type ...)". The reason quotes the input's tier
# claim with a width spec, which only str and numbers accept. Input: create_case_file in a free
# session with input {"tier": None} or {"tier": ["premium"]} -> TypeError instead of a Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    claim = call.input.get("tier", "-")
    return Deny(
        f"free-tier accounts cannot open case files (tier claimed in the input: {claim:>8}; "
        "the session says free).",
        "explain that case files come with the premium plan, offer the upgrade page, "
        "and answer from the general FAQ in the meantime.",
    )
