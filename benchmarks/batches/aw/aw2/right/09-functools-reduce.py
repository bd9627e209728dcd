# Right: functools.reduce folds the hooks over the call; once the running value is a Deny
# the step returns it untouched (later hooks are never called), a Rewrite becomes
# call.with_input(new_input), None and ALLOW keep the very same call object. Each hook gets
# the current call itself; nothing is caught, so any exception propagates as it is.
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
    return current  # None or ALLOW


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    return reduce(_step, hooks, call)
