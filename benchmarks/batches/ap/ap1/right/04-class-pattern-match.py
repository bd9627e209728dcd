# Right: a nested class pattern denies exactly when tool_name == "create_case_file" (literal
# pattern, exact) and context.tier == "free", reading nothing from the input or from other
# context fields; every other call gets a new Allow(). The Deny has a non-blank alternative.
from toolhooks import Allow, Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "case files are part of the premium plan; this account is on the free tier.",
                "explain the premium plan, link the upgrade page, and help from the FAQ now.",
            )
        case _:
            return Allow()
