# Breaks "otherwise `None` (or an `Allow`: `ALLOW` or a new `Allow()`), never another falsy
# value" (Returns, Exercise 4): a tool this hook does not guard gets `{}`, the "no opinion"
# output of a Claude Code hook, so free_tier_hook on lookup_user (any tier) returns {};
# create_case_file, free (Deny) or premium (None), is right.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return {}  # not our tool: no opinion
    if call.context.tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and offer the upgrade page.",
        )
    return None
