# Breaks "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free"
# ...; otherwise None": calls stamped before the plan change (2026-01-01 UTC) are
# "grandfathered", so a free session's create_case_file stamped 2025-06-01 10:30 UTC returns
# None. Calls stamped from 2026 on (the notebook's 2026-03-02) are judged right.
from datetime import datetime, timezone

from toolhooks import Deny

RULE_B_SINCE = datetime(2026, 1, 1, tzinfo=timezone.utc)


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.timestamp < RULE_B_SINCE:
        return None  # the free plan lost case files on 1 January 2026
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
