# Right: match on the pair (tool_name, context.tier) with literal patterns (== on exact
# strings): only ("create_case_file", "free") returns a Deny with a non-blank alternative;
# every other pair falls to `case _` and returns ALLOW. Nothing from the input or the
# attributes is read.
from toolhooks import ALLOW, Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match call.tool_name, call.context.tier:
        case "create_case_file", "free":
            return Deny(
                "this session is on the free plan, which does not include case files.",
                "offer the premium upgrade, and help from the FAQ in the meantime.",
            )
        case _:
            return ALLOW
