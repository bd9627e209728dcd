# Breaks "Deny(...) when ... call.context.tier == "free" ... (the tier comes from call.context.tier
# alone, not from the session's ids ..., which may hold the words ...: an admin user ...)": on a free
# session whose user_id is "admin", create_case_file raises ValueError (int('admin')) instead of Deny:
# the alternative's reference number is parsed out of the user id, assumed to look like "u_004".
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    customer_number = int(call.context.user_id.rsplit("_", 1)[-1])
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer the premium upgrade, quote reference FT-{customer_number:06d} on the upgrade page, "
        "and answer from the FAQ meanwhile.",
    )
