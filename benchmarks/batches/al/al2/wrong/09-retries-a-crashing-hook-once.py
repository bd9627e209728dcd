# Breaks "an exception from a hook, of any kind (...), propagates as it is, that very exception"
# (and each hook runs once per place): a hook that raises is run a second time, for flaky checks.
# Input: a hook raising RuntimeError("timeout") on its first run only, then returning None:
# run_chain returns `call` instead of raising, and the hook ran twice.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def _decide(hook, call):
    try:
        return hook(call)
    except Exception:
        return hook(call)  # one retry: a second failure propagates


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = _decide(hook, call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
