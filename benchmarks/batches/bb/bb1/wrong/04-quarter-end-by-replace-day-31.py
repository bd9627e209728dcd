# Breaks "Deny(reason, alternative) ... at any call.timestamp (... any day)": the alternative
# names the quarter's last day as replace(month=3*q, day=31), but June and September have 30
# days: a free create_case_file on any date from April to September (e.g. 2026-05-10) raises
# ValueError instead of denying. January-March and October-December work.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    quarter = (call.timestamp.month - 1) // 3 + 1
    quarter_end = call.timestamp.replace(month=3 * quarter, day=31)
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer the premium plan; the quarterly upgrade offer runs until {quarter_end:%d %b}.",
    )
