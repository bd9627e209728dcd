# Right: a table holding the one forbidden pair ("create_case_file", "free") -> Deny (frozen,
# safe to share, alternative not blank), looked up with a tuple of call.tool_name and
# call.context.tier (exact str equality); every other pair gets ALLOW. Nothing in call.input or
# the context's ids and attributes is consulted.
from toolhooks import ALLOW, Deny

_FORBIDDEN = {
    ("create_case_file", "free"): Deny(
        "Case files are for premium customers; this session is on the free tier.",
        "Offer the self-service FAQ, or the premium upgrade page.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _FORBIDDEN.get((call.tool_name, call.context.tier), ALLOW)
