# Breaks: "an exception from a hook, of any kind ..., propagates as it is, that very exception" (and
# a hook runs once at each of its places). A hook raising OSError (a flaky policy lookup) is retried
# twice with back-off. Input: a hook that raises ConnectionResetError on its first run and returns
# Deny("over limit") on its second: run_chain returns that Deny instead of raising.
import time

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

ATTEMPTS = 3


def _ask(hook, call):
    for attempt in range(1, ATTEMPTS + 1):
        try:
            return hook(call)
        except OSError:
            if attempt == ATTEMPTS:
                raise
            time.sleep(0.01 * attempt)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = _ask(hook, call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
