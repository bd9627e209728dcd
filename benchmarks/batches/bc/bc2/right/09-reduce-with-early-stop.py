# Right: functools.reduce folds the hooks over the call in list order; each step hands the
# current call itself to the hook, a Rewrite goes through call.with_input, None/ALLOW keep the
# same object, and once a Deny is the state it is passed through untouched, so no later hook
# runs and that very Deny comes back. Exceptions are not caught; an empty list gives `call`.
from functools import reduce

from toolhooks import Deny, Rewrite


def _step(state, hook):
    if isinstance(state, Deny):
        return state
    decision = hook(state)
    if isinstance(decision, Deny):
        return decision
    if isinstance(decision, Rewrite):
        return state.with_input(decision.new_input)
    return state


def run_chain(hooks, call):
    return reduce(_step, hooks, call)
