# Right: functools.reduce folds the hooks left to right; the accumulator is the current call
# until a hook returns a Deny, which then rides to the end untouched (later hooks are never
# called, and that very Deny is returned). Rewrites apply with with_input each time; None/ALLOW
# keep the same call object; hook exceptions leave reduce unchanged. The list is only read.
from functools import reduce

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def _through(current, hook):
    if isinstance(current, Deny):
        return current
    decision = hook(current)
    if isinstance(decision, Deny):
        return decision
    if isinstance(decision, Rewrite):
        return current.with_input(decision.new_input)
    return current


def run_chain(hooks, call):
    return reduce(_through, hooks, call)
