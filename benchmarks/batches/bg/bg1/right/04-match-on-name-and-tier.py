# Right: a match on the pair (tool name, tier) with literal patterns: ("create_case_file", "free")
# compares both by == exactly, so only that tool in a free session is denied (a fresh Deny with a
# non-blank alternative); every other pair returns a new Allow(). Input, ids, attributes and
# timestamp are never read.
from toolhooks import Allow, Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    match (call.tool_name, call.context.tier):
        case ("create_case_file", "free"):
            return Deny(
                "case files come with the premium plan; this session is on the free tier.",
                "explain the premium plan, offer the upgrade page, and help from the FAQ now.",
            )
        case _:
            return Allow()
