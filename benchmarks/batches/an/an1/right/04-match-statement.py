# Right: a class pattern matches only a ToolCall whose tool_name equals "create_case_file" exactly
# (a literal pattern compares with ==) and whose context's tier equals "free"; nothing in the input
# or attributes is read. That call gets a Deny with a non-blank alternative; every other call None.
from toolhooks import Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "case files are a premium feature and this account is on the free plan.",
                "offer the upgrade page and help from the FAQ meanwhile.",
            )
    return None
