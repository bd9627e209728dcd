# Right: a class pattern matches a ToolCall whose tool_name == "create_case_file" exactly and
# whose context is a HookContext with tier == "free": only then Deny with a non-blank
# alternative. The input, ids, attributes and time are never read; every other call -> None.
from toolhooks import Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "case files come with the premium plan; this session is on the free tier.",
                "offer the upgrade page and answer from the general FAQ in the meantime.",
            )
    return None
