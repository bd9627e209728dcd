# Right: a Deny returns at once (the object itself); every other decision goes through a
# singledispatch function: Rewrite -> call.with_input(new_input), anything else (None, ALLOW)
# -> the call unchanged, so the same object comes back when nothing rewrote it. Each hook is
# called once per place, in order, with the current call; nothing is caught.
from functools import singledispatch

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


@singledispatch
def _advance(decision, call):
    return call


@_advance.register
def _(decision: Rewrite, call):
    return call.with_input(decision.new_input)


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        call = _advance(decision, call)
    return call
