# Right: a HookContext's tier is "free" or "premium" and nothing else, so "not premium" is "free"; the tool
# name must equal "create_case_file" exactly (str.__eq__, no folding). Only then a Deny with a non-blank
# alternative; otherwise a new Allow(). call.input is never read, so no claim, NaN or huge int in it matters.
from toolhooks import Allow, Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    paying = call.context.tier == "premium"
    if paying or call.tool_name.__eq__("create_case_file") is not True:
        return Allow()
    return Deny(
        reason="case files are part of the premium plan; this session is on the free tier.",
        alternative="offer the upgrade page, and answer the question from the general FAQ for now.",
    )
