# Right: functools.reduce carries the current call; once a hook returns a Deny that very object is
# carried and no later hook is called; a Rewrite becomes state.with_input(new_input) (the call's own
# method, so subclasses keep their class/fields); None/ALLOW leave the very same call object.
# Hooks are called with the current call itself; exceptions are never caught.
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
