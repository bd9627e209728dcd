# Right: a structural match on the call: ToolCall whose tool_name == "create_case_file" (a literal
# pattern, compared with ==, so no other spelling matches) and whose context's tier == "free" -> Deny
# with a non-blank alternative. Nothing in call.input, the ids or the attributes is consulted; any
# other call falls through to None.
from toolhooks import Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "free-tier accounts cannot open case files.",
                "explain that case files come with the premium plan, offer the upgrade page, and "
                "answer from the general FAQ in the meantime.",
            )
    return None
