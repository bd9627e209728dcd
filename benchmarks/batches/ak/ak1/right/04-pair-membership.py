# RIGHT. One tuple, one membership test: (call.tool_name, call.context.tier) must equal
# ("create_case_file", "free") exactly, by ==, with the tier from call.context alone; then a
# Deny with a non-blank alternative, otherwise a fresh Allow() (not a falsy value). call.input
# is never looked at, so no value in it can change or crash the answer.
from toolhooks import Allow, Deny

_BLOCKED = frozenset({("create_case_file", "free")})


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if (call.tool_name, call.context.tier) in _BLOCKED:
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the FAQ meanwhile.",
        )
    return Allow()
