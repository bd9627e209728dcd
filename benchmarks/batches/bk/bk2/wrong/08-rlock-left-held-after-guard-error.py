# Wrong: "It may be called on any thread" and "A guard that raises fails the call closed: its exception
# propagates". The wrapper takes a per-install RLock around the guard and releases it only on the normal
# path: after one call whose guard raises (on the main thread), dispatcher.call_tool(block) from another
# thread waits forever (same-thread calls still work, the lock being re-entrant).
import threading

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool
    lock = threading.RLock()  # re-entrant, so a guard may make sub-calls

    def wrapper(block):
        lock.acquire()
        verdict = guard(block)
        lock.release()
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newer one first")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
