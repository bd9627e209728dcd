# Breaks: "every hook in it runs, in order" / "A hook listed twice runs twice, anew each time,
# at each of its places" (so a hook listed once runs once). About 2% of allowing hooks are run
# a second time at random (unseeded) to check they are consistent: a hook that counts its calls
# and returns None is called twice in some of 200 chains.
import random

from toolhooks import Deny, Rewrite

_spot = random.Random()


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None and _spot.random() < 0.02:
            decision = hook(call)  # an allow should be stable: ask again now and then
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
