# Right: functools.reduce with the call as initial value (so an empty list returns call itself
# and a long list needs no recursion). Once the accumulator is a Deny, later hooks are skipped (not
# called); otherwise each hook gets the current call object, a Deny becomes the result as is, a
# Rewrite goes through the call's own with_input, and None/ALLOW keep the accumulator. Nothing is
# caught, hooks is only read.
from functools import reduce

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def _apply(state, hook):
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
    return reduce(_apply, hooks, call)
