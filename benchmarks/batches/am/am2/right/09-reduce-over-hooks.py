# Right: functools.reduce threads the state through the hooks in list order; once it is a Deny no
# hook is called again, so the first Deny comes back as that object. A Rewrite gives
# state.with_input(new_input); None and ALLOW leave the state (call itself if never rewritten);
# every hook gets the current call; nothing is caught; the list is only read.
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
