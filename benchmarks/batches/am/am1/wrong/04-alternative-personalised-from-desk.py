# Breaks "Deny(...) when call.tool_name == "create_case_file" and call.context.tier == "free"":
# the alternative greets the customer by the name in the support desk's records
# (toolhooks.examples.support_desk.USERS), so any user not in them crashes it.
# make_call("create_case_file", {}, context=HookContext("u_123", "free", "s_1")) raises KeyError.
from toolhooks import Deny
from toolhooks.examples.support_desk import USERS


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name == "create_case_file" and call.context.tier == "free":
        name = USERS[call.context.user_id]["name"]
        return Deny(
            "free-tier accounts cannot open case files.",
            f"tell {name} that case files come with the premium plan and answer from the FAQ meanwhile.",
        )
    return None
