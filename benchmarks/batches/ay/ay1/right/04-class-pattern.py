# Right: a class pattern matches only a call whose tool_name == "create_case_file" exactly and
# whose context.tier == "free" (read from call.context alone; input, ids and attributes are never
# looked at); it returns a Deny with a non-blank alternative, everything else returns None.
from toolhooks import Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "Opening a case file needs a premium plan; this session is on the free tier.",
                "Resolve the question from the FAQ, or tell the customer how to upgrade.",
            )
    return None
