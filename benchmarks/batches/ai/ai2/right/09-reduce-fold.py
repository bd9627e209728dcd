# Right: functools.reduce folds the hooks over the call in list order. Once the state is a Deny the
# step returns it untouched, so no later hook runs and that very Deny comes back; a Rewrite gives
# state.with_input(new_input); None/ALLOW keep the state, so an unrewritten call is the very object.
# Each hook runs once per place, on the current call itself; nothing is caught.
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
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    return reduce(_step, hooks, call)
