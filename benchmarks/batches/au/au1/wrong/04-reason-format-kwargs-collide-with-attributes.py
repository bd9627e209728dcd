# Breaks "the tier comes from `call.context.tier` alone, not from the session's ids or
# attributes, which may hold the words" (Returns, Exercise 4): the reason template is filled
# with format(**attributes, user_id=..., tier=...), so a free session whose attributes hold a
# "tier" (or "user_id") key raises TypeError ("multiple values for keyword argument") instead
# of returning the Deny; sessions with other attributes, or none, are right.
from toolhooks import Deny

REASON = "{user_id} is on the {tier} plan, and case files come with premium."


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    context = call.context
    if call.tool_name == "create_case_file" and context.tier == "free":
        reason = REASON.format(**context.attributes, user_id=context.user_id, tier=context.tier)
        return Deny(reason, "offer the upgrade page, and answer from the FAQ meanwhile.")
    return None
