# Breaks "A Rewrite applies as given": string values that hold spaces or shell characters are
# shlex.quote()d, "in case the tool runs a shell". Input: hooks [lambda c: Rewrite({**c.input,
# "reason": "late delivery"})] gives input["reason"] == "'late delivery'" (quotes added).
import shlex
from toolhooks import ALLOW, Deny, Rewrite


def _clean(new_input):
    return {key: shlex.quote(value) if isinstance(value, str) and value else value
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
