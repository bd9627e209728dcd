# Right: functools.reduce folds the hooks over the call in list order; once the accumulator is a
# Deny every later step returns it untouched without calling its hook, so the first Deny comes
# back as that object and no later hook runs. A Rewrite gives acc.with_input(new_input); None/ALLOW
# hand the same call on; exceptions from a hook pass through reduce unchanged; [] gives `call`.
from functools import reduce

from toolhooks import Deny, Rewrite


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
