# Breaks "A Rewrite applies as given": string values of a rewritten input are stripped before
# the call is rebuilt. Input: hooks [lambda c: Rewrite({**c.input, "reason": " late delivery "})]
# on make_call("issue_refund", {"amount_eur": 40}) gives a call whose input["reason"] is
# "late delivery", not " late delivery ".
from toolhooks import ALLOW, Deny, Rewrite


def _clean(new_input):
    return {key: value.strip() if isinstance(value, str) else value
            for key, value in new_input.items()}


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(_clean(decision.new_input))
    return call
