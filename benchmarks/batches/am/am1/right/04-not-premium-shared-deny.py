# Right: a HookContext's tier is "free" or "premium" only, so "not premium" is "free"; the tool is
# compared with == (exact), the tier read from call.context.tier alone, call.input never read. The
# one Deny (frozen, non-blank alternative) is built once and shared; every other case returns ALLOW.
from toolhooks import ALLOW, Deny

DENIAL = Deny(
    "free-tier accounts cannot open case files.",
    "explain that case files come with the premium plan, offer the upgrade page, and answer "
    "from the general FAQ in the meantime.",
)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier != "premium":
        return DENIAL
    return ALLOW
