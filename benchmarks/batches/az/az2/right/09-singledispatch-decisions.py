# Right: hooks run in list order on the current call object; functools.singledispatch on the
# decision's class: None and Allow go on, a Deny is returned as that very object (later hooks
# never run), a Rewrite makes call = call.with_input(new_input) (keeps a subclass and its
# fields) for the next hook; the original call object comes back when nothing rewrote it;
# nothing is caught, the list is only read.
from functools import singledispatch

from toolhooks import Deny, Rewrite
from toolhooks.decisions import Allow

_STOP = object()


@singledispatch
def _step(decision, call):
    raise TypeError(f"a PreToolUse hook returned {decision!r}")


@_step.register
def _(decision: Allow, call):
    return call


@_step.register(type(None))
def _(decision, call):
    return call


@_step.register
def _(decision: Rewrite, call):
    return call.with_input(decision.new_input)


@_step.register
def _(decision: Deny, call):
    return _STOP  # marker: stop here


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        after = _step(decision, call)
        if after is _STOP:
            return decision
        call = after
    return call
