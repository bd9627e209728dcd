# Right: the tier is "free" or "premium" only, so "not premium" is "free"; the tool name is
# compared with == against the exact string. Premium sessions and other tools get ALLOW (an
# Allow, never a falsy value); a free-tier create_case_file gets Deny with a non-blank
# alternative. The input, ids, attributes and timestamp are never read, so nothing in them
# can change or break the verdict.
from toolhooks import ALLOW, Deny

_DENIAL = Deny(
    "case files are a premium feature, and this session is on the free plan.",
    "tell the customer what the premium plan includes, link the upgrade page, and help "
    "from the general FAQ in the meantime.",
)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.context.tier == "premium":
        return ALLOW
    if call.tool_name == "create_case_file":
        return _DENIAL
    return ALLOW
