# Breaks "an exception from a hook, of any kind ..., propagates as it is": a
# decimal.InvalidOperation (Decimal("lots") in a spend check) becomes a denial, so that hook
# returns a Deny instead of raising.
from decimal import InvalidOperation
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except InvalidOperation:
            return Deny("the amount is not a number.", "send the amount as digits, e.g. 40.00")
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
