# Wrong: every hook runs, "even one running its own chain inside". Chains are serialised by a
# module RLock, which lets a nested chain in the same thread through but not one a hook runs
# on a worker thread (pool.submit(run_chain, inner_hooks, call).result()): the inner chain
# waits 5 s and raises RuntimeError, which comes out of the outer chain instead of its result.
import threading

from toolhooks import Deny, Rewrite

_CHAIN = threading.RLock()


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    if not _CHAIN.acquire(timeout=5):
        raise RuntimeError("another PreToolUse chain is running")
    try:
        for hook in hooks:
            decision = hook(call)
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
        return call
    finally:
        _CHAIN.release()
