# Right: a left fold over `hooks` (list untouched, every entry in order, duplicates too); once the
# accumulator is a Deny no further hook is called and that very Deny is returned; a Rewrite goes
# through the call's own with_input; None/ALLOW keep the same object; exceptions are never caught.
from functools import reduce

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


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
    return reduce(_step, hooks, call)
