# Breaks "every hook in it runs ... even one running its own chain inside": each hook runs
# under its own threading.Lock (hooks may not be thread-safe), so a hook whose inner chain
# lists the hook itself (run_chain([h], call) from inside h, with a depth limit) blocks forever
# on its own lock. Inner chains of other hooks, and every chain without nesting, are right.
import threading

from toolhooks import ALLOW, Deny, Rewrite

_LOCKS = {}
_LOCKS_GUARD = threading.Lock()


def _lock_for(hook):
    with _LOCKS_GUARD:
        return _LOCKS.setdefault(id(hook), (hook, threading.Lock()))[1]


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        with _lock_for(hook):
            decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
