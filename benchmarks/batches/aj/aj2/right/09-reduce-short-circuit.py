# Right: functools.reduce folds the hooks over the call in list order; once the accumulator is a
# Deny it is carried through untouched (that very object, no later hook is called). A Rewrite gives
# acc.with_input(new_input); None/ALLOW keep acc, so with no rewrite the very call comes back.
# Nothing is caught: any exception from a hook (StopIteration too) leaves reduce as it is.
from functools import reduce

from toolhooks import ALLOW, Deny, Rewrite


def _step(current, hook):
    if isinstance(current, Deny):
        return current
    decision = hook(current)
    if isinstance(decision, Deny):
        return decision
    if isinstance(decision, Rewrite):
        return current.with_input(decision.new_input)
    return current


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    return reduce(_step, hooks, call)
