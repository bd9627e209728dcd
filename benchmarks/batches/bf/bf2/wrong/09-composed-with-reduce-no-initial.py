# Breaks: "`hooks` is a list ... of any length" and "When no hook denies ... `call` itself when
# nothing was rewritten". The hooks are folded into one pipeline with functools.reduce and no
# initial value. Input: run_chain([], call) raises TypeError ("reduce() of empty iterable with no
# initial value") instead of returning call; a list of 5,000 hooks overflows the stack too.
from functools import reduce

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def _stage(hook):
    def run(current):
        if isinstance(current, Deny):
            return current  # denied already: later hooks do not run
        decision = hook(current)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            return current.with_input(decision.new_input)
        return current

    return run


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    pipeline = reduce(lambda first, then: lambda current: then(first(current)), map(_stage, hooks))
    return pipeline(call)
