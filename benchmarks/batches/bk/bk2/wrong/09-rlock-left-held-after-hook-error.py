# Wrong: "It may be called on any thread, not only the main one". A module RLock guards the per-hook
# run counters and is held across each hook call, released only when the hook returns: after a chain
# whose hook raises (say on the main thread), run_chain([lambda c: None], call) from another thread waits
# forever. Same-thread runs, nested chains included, still work (the lock is re-entrant).
import threading

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_stats_lock = threading.RLock()
runs = {}


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        _stats_lock.acquire()
        runs[id(hook)] = runs.get(id(hook), 0) + 1
        decision = hook(call)
        _stats_lock.release()
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
