# WRONG. Breaks: "An input that claims "tier": "premium" changes nothing" and "Deny ... whatever
# call.input claims". It strips the claim from call.input in place, but the input is read-only:
# create_case_file with {"tier": "premium"} raises FrozenError (free: should Deny; premium:
# should be None).
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    if "tier" in call.input:
        call.input.pop("tier")  # the model does not get to say which plan it is on
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
