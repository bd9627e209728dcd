# Breaks "Deny ... when ... call.context.tier == "free"": the tier is compared with `is` against
# a module constant, which holds only for the interned literal. A session built as
# HookContext("u_004", "".join(["fr", "ee"]), "s_1") calling create_case_file gets None, not a Deny.
from toolhooks import Deny

CASE_TOOL = "create_case_file"
FREE = "free"


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == CASE_TOOL and call.context.tier is FREE:
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan and answer from the FAQ.",
        )
    return None
