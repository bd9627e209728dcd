# Breaks "A Rewrite applies as given": the strings "true"/"false" in a rewritten input are turned
# into bools ("hooks often build input from form fields"). Input: hooks [lambda c:
# Rewrite({**c.input, "notify": "false"})] gives a call whose input["notify"] is False, not "false".
from toolhooks import ALLOW, Deny, Rewrite

_BOOLEANS = {"true": True, "false": False}


def _clean(new_input):
    return {key: _BOOLEANS.get(value.lower(), value) if isinstance(value, str) else value
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
