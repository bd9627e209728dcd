# Right: CASE_TOOLS is frozenset({"create_case_file"}) (exact membership) and TIERS[0] is "free"
# (toolhooks.context's tier list), so it denies exactly create_case_file in a free session, with a
# reason and a non-blank alternative, reading only call.tool_name and call.context.tier; anything
# else gets a new Allow().
from toolhooks import Deny
from toolhooks.context import TIERS
from toolhooks.decisions import Allow
from toolhooks.examples.rules import CASE_TOOLS

FREE = TIERS[0]


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name in CASE_TOOLS and call.context.tier == FREE:
        return Deny(
            "case files are a premium feature and this session is on the free plan.",
            "offer the upgrade page, and answer from the FAQ in the meantime.",
        )
    return Allow()
