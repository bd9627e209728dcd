# Right: functools.reduce folds the hooks over the call in order; once the accumulator is a Deny
# no later hook is called (reduce only walks past them), so the first Deny comes back as the very
# object. A Rewrite gives state.with_input(new_input); None and ALLOW keep the state object as is,
# so the same call object returns when nothing rewrote. Nothing is caught; the list is only read.
import functools

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def _step(state, hook):
    if type(state) is Deny:
        return state
    decision = hook(state)
    if type(decision) is Deny:
        return decision
    if type(decision) is Rewrite:
        return state.with_input(decision.new_input)
    return state


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    return functools.reduce(_step, hooks, call)
