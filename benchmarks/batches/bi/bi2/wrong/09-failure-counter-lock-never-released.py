# Wrong: "an exception from a hook ... propagates as it is, that very exception". Crashes
# are counted under a lock that is never released; the first crashing hook's exception does
# propagate, but the next chain whose hook raises (e.g. ValueError("second")) waits 2 s for the
# lock and raises RuntimeError instead (with the ValueError only as its __context__).
import threading

from toolhooks import Deny, Rewrite

_LOCK = threading.Lock()
HOOK_FAILURES = 0


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    global HOOK_FAILURES
    for hook in hooks:
        try:
            decision = hook(call)
        except BaseException:
            if not _LOCK.acquire(timeout=2):
                raise RuntimeError("hook failure counter is locked")
            HOOK_FAILURES += 1
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
