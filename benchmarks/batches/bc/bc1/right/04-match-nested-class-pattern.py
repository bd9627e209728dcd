# Right: a nested class pattern matches exactly tool_name == "create_case_file" (a literal
# pattern, compared with ==) and context.tier == "free"; input, timestamp, ids and attributes are
# never read, so no claim, depth or value can change the result. Match -> Deny with a non-blank
# alternative; anything else -> ALLOW.
from toolhooks import ALLOW, Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "free-tier accounts cannot open case files.",
                "explain that case files come with the premium plan and answer from the FAQ.",
            )
        case _:
            return ALLOW
