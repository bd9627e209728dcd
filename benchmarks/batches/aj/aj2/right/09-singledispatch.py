# Right: a Deny ends the chain at once (returned as the very object, no later hook called); other
# decisions go through functools.singledispatch: a Rewrite gives call.with_input(new_input), None and
# ALLOW give the call unchanged. Hooks run in list order, each at each of its places, on the current
# call; nothing is caught, so every exception propagates; with no Rewrite the given call comes back.
from functools import singledispatch

from toolhooks import ALLOW, Deny, Rewrite
from toolhooks.decisions import Allow


@singledispatch
def _apply(decision, call):
    return call  # None: no objection


@_apply.register
def _(decision: Allow, call):
    return call


@_apply.register
def _(decision: Rewrite, call):
    return call.with_input(decision.new_input)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        call = _apply(decision, call)
    return call
