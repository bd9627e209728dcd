# Right: the nested class pattern matches only tool_name == "create_case_file" (exact
# literal) and context.tier == "free"; the input, ids, attributes and timestamp are not
# looked at, so claims change nothing. Match -> Deny with a non-blank alternative;
# anything else -> ALLOW (an Allow, never another falsy value).
from toolhooks import ALLOW, Deny, HookContext, ToolCall


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call:
        case ToolCall(tool_name="create_case_file", context=HookContext(tier="free")):
            return Deny(
                "free-tier accounts cannot open case files.",
                "explain that case files come with the premium plan, offer the upgrade "
                "page, and answer from the FAQ meanwhile.",
            )
        case _:
            return ALLOW
