# Breaks "A Rewrite applies as given": list values of a rewritten input are de-duplicated with
# dict.fromkeys (order kept). Input: hooks [lambda c: Rewrite({**c.input, "items": ["a", "a",
# "b"]})] gives input["items"] == ("a", "b") instead of ("a", "a", "b") (the call freezes lists).
from toolhooks import ALLOW, Deny, Rewrite


def _clean(new_input):
    return {key: tuple(dict.fromkeys(value)) if isinstance(value, (list, tuple)) else value
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
