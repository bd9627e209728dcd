# Right: a class pattern matches a ToolCall whose tool_name == "create_case_file" (a literal pattern
# compares with ==, exactly) and whose context is a HookContext with tier == "free"; every other call
# falls to the wildcard and gets None. call.input and the context's ids and attributes are never read.
from toolhooks import Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "free-tier accounts cannot open case files.",
                "explain that case files come with the premium plan, offer the upgrade page, "
                "and answer from the FAQ meanwhile.",
            )
        case _:
            return None
