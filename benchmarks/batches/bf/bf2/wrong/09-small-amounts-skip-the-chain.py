# Breaks: "run the hooks in order on the call. Return the first Deny" / "every hook in it runs".
# Calls whose input has an amount under 20 EUR skip the chain ("small refunds need no checks").
# Input: run_chain([lambda c: Deny("free tier cannot refund")], make_call("issue_refund",
# {"user_id": "u_004", "amount_eur": 5})) returns the call instead of the Deny.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_NO_CHECK_BELOW_EUR = 20


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    amount = call.input.get("amount_eur")
    if isinstance(amount, (int, float)) and not isinstance(amount, bool) and 0 <= amount < _NO_CHECK_BELOW_EUR:
        return call
    current = call
    for hook in hooks:
        decision = hook(current)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current = current.with_input(decision.new_input)
    return current
