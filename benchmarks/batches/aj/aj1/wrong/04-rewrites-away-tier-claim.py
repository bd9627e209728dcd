# WRONG (sanitises: any "tier" key in the input is stripped with a Rewrite so the tool never
# sees the claim). Breaks "otherwise None (or an Allow ...)": a premium create_case_file call
# with {"summary": "x", "tier": "premium"} returns Rewrite({"summary": "x"}) instead of None;
# so does lookup_user with a "tier" key. Free create_case_file is denied first, as it should be.
from toolhooks import Deny, Rewrite


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    if "tier" in call.input:
        return Rewrite({key: value for key, value in call.input.items() if key != "tier"})
    return None
