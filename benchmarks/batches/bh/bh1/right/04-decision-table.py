# Right: one prebuilt, immutable Deny (non-blank alternative) keyed by the exact pair
# (tool_name, tier); dict lookup is hash + ==, so only ("create_case_file", "free") hits. Every
# other pair gets ALLOW. The input, ids, attributes and time are never read.
from toolhooks import ALLOW, Deny

_DECISIONS = {
    ("create_case_file", "free"): Deny(
        "case files are a premium feature and this session is on the free plan.",
        "solve it in the chat or from the FAQ, or offer the premium upgrade.",
    ),
}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    return _DECISIONS.get((call.tool_name, call.context.tier), ALLOW)
