# Breaks "The rule holds at any call.timestamp (years 1 to 9999)": the alternative names
# the day with calendar.day_name[timestamp.isoweekday()], and isoweekday() is 7 on a
# Sunday, past the end of day_name. Input: session u_004, lookup_user {"user_id": "u_999"}
# at 2026-03-01 10:00 UTC (a Sunday) raises IndexError; on other days it denies.
import calendar

from toolhooks import Deny

ACCOUNT_TOOLS = frozenset({"lookup_user", "get_orders", "issue_refund"})


def same_user_hook(call):
    """Deny account tools asked for another user's account."""
    if call.tool_name not in ACCOUNT_TOOLS or "user_id" not in call.input:
        return None
    asked = call.input["user_id"]
    if asked == call.context.user_id:
        return None
    today = calendar.day_name[call.timestamp.isoweekday()]
    return Deny(
        f"this session belongs to another user; it cannot access account {asked!r}.",
        f"work with the signed-in user's own account; the account holder can reach the "
        f"desk themselves ({today}'s hours are on the help page).",
    )
