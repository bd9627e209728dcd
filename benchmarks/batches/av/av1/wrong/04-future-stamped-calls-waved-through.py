# Breaks: "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free",
# whatever call.input claims ...; otherwise None": time plays no part. A call stamped after the
# machine's clock is let through as a test/skewed clock: a free-tier create_case_file stamped
# 2100-01-01 (or 9999-12-31) returns None. Past stamps (the notebook's) are denied.
from datetime import datetime, timezone

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if call.timestamp > datetime.now(timezone.utc):
        return None  # a stamp from the future is a replayed/test call, not a live customer
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan, offer the upgrade page, and answer from the FAQ meanwhile.",
    )
