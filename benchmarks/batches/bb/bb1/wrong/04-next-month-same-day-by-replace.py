# Breaks "Deny(reason, alternative) ... at any call.timestamp (... any day)": the alternative
# offers a trial "from this day next month", built with replace(month=..., year=...), which has
# no 31st (or 29th/30th) in shorter months: a free create_case_file on 2026-01-31 (or 03-31,
# 05-31, 08-31, 10-31, 01-29 of a common year) raises ValueError instead of denying.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        now = call.timestamp
        if now.month == 12:
            trial = now.replace(year=now.year + 1, month=1)
        else:
            trial = now.replace(month=now.month + 1)
        return Deny(
            "free-tier accounts cannot open case files.",
            f"offer the premium trial starting {trial:%Y-%m-%d}, and answer from the FAQ.",
        )
    return None
