# Right: a match on (tool name, tier) read from the call and its context only; literal
# patterns compare with ==, so exactly "create_case_file" with "free" is denied (non-blank
# alternative); everything else returns a new Allow(), never a falsy value.
from toolhooks import Allow, Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call.tool_name, call.context.tier:
        case "create_case_file", "free":
            return Deny(
                "case files are a premium feature and this session is on the free tier.",
                "offer the upgrade page and help from the FAQ for now.",
            )
        case _:
            return Allow()
