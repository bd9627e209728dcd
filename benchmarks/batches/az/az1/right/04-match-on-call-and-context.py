# Right: a nested class pattern, ToolCall(tool_name="create_case_file",
# context=HookContext(tier="free")), compares the tool name exactly and reads the tier
# from call.context.tier alone; the input and attributes are never looked at. Every other
# call falls to ALLOW (truthy, an Allow), never another falsy value.
from toolhooks import ALLOW, Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "Free-tier accounts cannot open case files.",
                "Offer the self-service FAQ, or explain how to upgrade to premium.",
            )
        case _:
            return ALLOW
