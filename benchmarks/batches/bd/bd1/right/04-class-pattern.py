# Right: the class pattern checks call.tool_name == "create_case_file" and call.context.tier ==
# "free" (keyword patterns compare with ==, exact strings), nothing from input, ids, attributes or
# time; a match returns Deny with a non-blank alternative, anything else falls through to ALLOW.
from toolhooks import ALLOW, Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "case files come with the premium plan; this session is on the free tier.",
                "offer the upgrade page and answer from the general FAQ in the meantime.",
            )
    return ALLOW
