# Breaks "Deny(reason, alternative) when ... call.context.tier == "free", whatever ... (the session's
# ids or attributes ... may hold the words or look like policy: an admin user, ...)": the alternative
# quotes the customer number cut out of the user id, user_id.split("_")[1], so a free session whose
# user_id is "admin" (no underscore) raises IndexError instead of returning the Deny.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    customer_number = call.context.user_id.split("_")[1]
    return Deny(
        "free-tier accounts cannot open case files.",
        f"offer customer #{customer_number} the premium upgrade page and answer from the FAQ meanwhile.",
    )
