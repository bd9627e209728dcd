# Right: the tier is "free" or "premium" (HookContext takes no other), so "not premium" is
# "free"; with the exact tool name that selects the one module-level Deny (truthy, non-blank
# alternative), and `and ... or None` turns every other case into None, never False.
from toolhooks import Deny

_DENY = Deny(
    "free-tier accounts cannot open case files.",
    "explain that case files come with the premium plan, offer the upgrade page, "
    "and answer from the general FAQ in the meantime.",
)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return (call.tool_name == "create_case_file" and call.context.tier != "premium" and _DENY) or None
