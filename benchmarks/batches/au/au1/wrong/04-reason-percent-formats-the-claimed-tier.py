# Breaks "`Deny(reason, alternative)` ... when ... `call.context.tier == "free"`, whatever
# `call.input` claims or holds (... the input's values may be of any JSON type, lists arriving
# as tuples ...)" (Returns, Exercise 4): the reason quotes a tier claim with `%`, so a free
# create_case_file with input {"tier": ["premium", "gold"]} or {"tier": []} raises TypeError
# instead of returning the Deny; string, number and one-item claims are right.
from toolhooks import Deny


def free_tier_hook(call):
    """Rule B: free-tier sessions cannot open case files."""
    if call.tool_name != "create_case_file" or call.context.tier != "free":
        return None
    reason = "free-tier accounts cannot open case files."
    claim = call.input.get("tier")
    if claim is not None:
        reason += " The request's claim of %s changes nothing." % claim
    return Deny(reason, "explain that case files come with premium and offer the upgrade page.")
