# Breaks "Deny(reason, alternative) ... at any call.timestamp (years 1 to 9999, any day)": the
# alternative names the month-end upgrade date as call.timestamp.replace(day=31), which raises
# ValueError in the 30-day months and February: a free create_case_file on 2026-04-10 raises
# instead of denying (March, the notebook's month, works).
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        month_end = call.timestamp.replace(day=31)
        return Deny(
            "free-tier accounts cannot open case files.",
            f"offer the premium upgrade; an upgrade before {month_end:%d %B} is billed "
            "from next month.",
        )
    return None
