# Breaks "an exception from a hook, of any kind ..., propagates as it is, that very exception,
# not wrapped": a MemoryError is turned into a denial (fail closed), so a hook raising
# MemoryError() returns a Deny instead of raising.

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except MemoryError:
            return Deny("a policy check ran out of memory on this call.", "try a smaller request")
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
