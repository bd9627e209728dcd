# Breaks: "run the hooks in order on the call. Return the first Deny" / "every hook in it runs".
# Premium sessions are trusted and skip the chain (the notebook's tier check read too widely).
# Input: run_chain([lambda c: Deny("deploy running")], make_call("issue_refund", {"amount_eur": 9},
# context=make_context(tier="premium"))) returns the call instead of the Deny.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    if call.context.tier == "premium":
        return call  # paying customers are not held up by policy checks
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        call = call.with_input(decision.new_input)
    return call
