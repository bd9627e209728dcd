# Right: functools.reduce folds the list left to right; once the accumulator is a Deny (that very
# object) the step returns it without calling the remaining hooks; a Rewrite gives
# acc.with_input(new_input); None/ALLOW keep the same call object; nothing is caught, the list
# is only read, and each listed hook (duplicates too) is called with the current call.
from functools import reduce

from toolhooks import Deny, Rewrite


def _step(current, hook):
    if type(current) is Deny:
        return current
    decision = hook(current)
    if type(decision) is Deny:
        return decision
    if type(decision) is Rewrite:
        return current.with_input(decision.new_input)
    return current


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    return reduce(_step, hooks, call)
