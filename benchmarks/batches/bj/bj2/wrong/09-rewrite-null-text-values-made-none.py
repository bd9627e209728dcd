# Breaks "A Rewrite applies as given": a string value "null" or "None" in a rewritten input is
# read as a missing value and replaced by None. Input: hooks [lambda c: Rewrite({**c.input,
# "coupon": "None"})] gives input["coupon"] is None instead of the string "None".
from toolhooks import ALLOW, Deny, Rewrite

_NULL_TEXT = {"null", "None", "none", "NULL"}


def _clean(new_input):
    return {key: None if isinstance(value, str) and value in _NULL_TEXT else value
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
