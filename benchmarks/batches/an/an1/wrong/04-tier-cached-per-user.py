# Breaks "the tier comes from `call.context.tier` alone": the tier is looked up once per user id
# and kept in a module dict. create_case_file in HookContext("u_004", "free", "s_1") is denied,
# then create_case_file in HookContext("u_004", "premium", "s_2") (the user upgraded) is still
# denied instead of returning None.
from toolhooks import Deny

_tier_of_user = {}


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file":
        return None
    tier = _tier_of_user.setdefault(call.context.user_id, call.context.tier)  # billing, once per user
    if tier == "free":
        return Deny(
            "free-tier accounts cannot open case files.",
            "explain that case files come with the premium plan, offer the upgrade page, "
            "and answer from the general FAQ in the meantime.",
        )
    return None
