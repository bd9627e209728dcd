# Breaks: "A hook listed twice runs twice, anew each time, at each of its places". Hooks are
# sorted by `hooks.index` to be sure of registration order, but a repeated hook's index is its
# first place: hooks [a, b, a] run as a, a, b.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in sorted(hooks, key=hooks.index):  # registration order, whatever happens
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
