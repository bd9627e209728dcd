# Breaks "the tier comes from call.context.tier alone, not from the session's ... attributes, which
# may ... look like policy: ... a spend_limit": an invariant asserts a free session has no spend limit.
# Input: HookContext("u_004", "free", "s_1", attributes={"spend_limit": 100}) calling create_case_file must be denied.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.context.tier == "free":
        assert not call.context.attributes.get("spend_limit"), "free sessions cannot spend"
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
