# RIGHT. A HookContext's tier is "free" or "premium", so "not premium" is "free"; the answer is
# ALLOW (a truthy Allow, never False) unless the exact tool name is create_case_file and the
# trusted context is not premium, in which case it is a Deny with a non-blank alternative. Only
# call.tool_name and call.context.tier are read: input claims, ids and attributes are ignored.
from toolhooks import ALLOW, Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    paying = call.context.tier == "premium"
    opening_a_case = call.tool_name == "create_case_file"
    return ALLOW if paying or not opening_a_case else Deny(
        "opening a case file needs the premium plan.",
        "tell the customer about the premium plan and help them from the FAQ for now.",
    )
