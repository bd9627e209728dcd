# Breaks "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free"":
# to avoid a double denial the hook stays quiet while Rule C's deploy window is open, so a free
# session's create_case_file stamped 2026-03-02 02:30 UTC returns None. At 10:30 (and any time
# outside 02:00-04:00) free sessions are denied correctly.
from datetime import time

from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    if time(2) <= call.timestamp.time() < time(4):
        return None  # Rule C refuses every case file right now: one denial is enough
    return Deny(
        "free-tier accounts cannot open case files.",
        "explain that case files come with the premium plan and answer from the FAQ meanwhile.",
    )
