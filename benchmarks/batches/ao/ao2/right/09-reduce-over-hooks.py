# Right: functools.reduce threads the current call through the list in order; each hook gets
# that very call, a Rewrite yields call.with_input(new_input) as given, None/ALLOW keep the call
# (the very object when nothing was rewritten), and once a Deny is the state it is carried to
# the end untouched, so no later hook runs and that very Deny comes back; exceptions are not caught.
from functools import reduce

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    def step(state, hook):
        if isinstance(state, Deny):
            return state
        decision = hook(state)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            return state.with_input(decision.new_input)
        return state

    return reduce(step, hooks, call)
