# Breaks "an exception from a hook, of any kind (...), propagates as it is" ("Do not catch
# exceptions"): a hook whose database is unreachable (ConnectionError) is skipped so customers are
# not blocked. Input: run_chain([spend_limit], call) with spend_limit raising
# ConnectionRefusedError("spend db down") returns `call` instead of raising.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except ConnectionError:
            continue  # the check's backend is down: do not block on infrastructure
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
