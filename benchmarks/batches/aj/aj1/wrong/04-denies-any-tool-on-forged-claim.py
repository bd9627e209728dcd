# WRONG (a tier claim that contradicts the context is answered with a Deny, for every tool).
# Breaks "allows everything else" / "otherwise None" and "An input that claims "tier":
# "premium" changes nothing": a free session's lookup_user with {"tier": "premium"} is denied,
# and a premium session's create_case_file with {"tier": "free"} is denied. A free
# create_case_file is denied as it should be, with or without the claim.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    claimed = call.input.get("tier")
    if claimed is not None and claimed != call.context.tier:
        return Deny(
            f"the request claims the {claimed!r} plan, which this session does not have.",
            "do not state the customer's plan in tool calls; the server knows it.",
        )
    return None
