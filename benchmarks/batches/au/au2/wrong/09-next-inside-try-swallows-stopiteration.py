# Breaks: "an exception from a hook, of any kind ..., propagates as it is". The loop fetches the
# next hook with next() inside the same try as the hook call, so a hook's own StopIteration
# reads as "no more hooks". Input: run_chain([lambda c: next(iter([]))], call) -> returns `call`
# instead of raising StopIteration.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    remaining = iter(hooks)
    while True:
        try:
            hook = next(remaining)
            decision = hook(call)
        except StopIteration:
            break
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
