# Right: functools.reduce over the hooks in list order; once the accumulator is a Deny, the
# remaining steps return it without calling their hook (no later hook runs, that very Deny comes
# back); None/ALLOW keep the current call (the very object); a Rewrite gives
# current.with_input(new_input) for the next hook; nothing is caught, so exceptions propagate.
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
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    return reduce(_step, hooks, call)
