# Right: functools.singledispatch picks what each decision does: a Deny ends the chain (that
# object is returned), a Rewrite gives call.with_input(new_input), anything else (None, ALLOW)
# gives the same call back. Hooks run in list order on the current call, exceptions are not
# caught, and with no rewrite the very `call` comes back.
from functools import singledispatch

from toolhooks import Deny, Rewrite


@singledispatch
def _apply(decision, call):
    return call


@_apply.register
def _(decision: Rewrite, call):
    return call.with_input(decision.new_input)


@_apply.register
def _(decision: Deny, call):
    return decision


def run_chain(hooks, call):
    for hook in hooks:
        outcome = _apply(hook(call), call)
        if isinstance(outcome, Deny):
            return outcome
        call = outcome
    return call
