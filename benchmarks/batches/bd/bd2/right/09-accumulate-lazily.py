# Right: itertools.accumulate folds the hooks lazily, in order, starting from the call itself;
# each step calls the hook on the current call and yields the Deny (that very object) or the
# call (rewritten with call.with_input). The loop stops at the first Deny, so no later hook
# runs; with no Deny the last state is the final call ("call" itself when nothing rewrote).
from itertools import accumulate

from toolhooks import Deny, Rewrite


def _apply(current, hook):
    decision = hook(current)
    if isinstance(decision, Rewrite):
        return current.with_input(decision.new_input)
    if isinstance(decision, Deny):
        return decision
    return current


def run_chain(hooks, call):
    state = call
    for state in accumulate(hooks, _apply, initial=call):
        if isinstance(state, Deny):
            return state
    return state
