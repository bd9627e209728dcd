# Wrong: breaks "The guard or the original may call `dispatcher.call_tool` again from inside (a
# sub-call ...): it is a call like any other ..., answered before the outer one goes on". A plain
# (non-reentrant) Lock guards the wrapper "for thread safety": a guard or tool that calls
# dispatcher.call_tool({...}) inside waits 2 s, then gets RuntimeError("call_tool is busy").
import threading

_ABSENT = object()


def install_guard(dispatcher, guard):
    previous = getattr(dispatcher, "__dict__", {}).get("call_tool", _ABSENT)
    original = dispatcher.call_tool
    lock = threading.Lock()

    def guarded(block):
        if not lock.acquire(timeout=2):
            raise RuntimeError("call_tool is busy: another call is still running")
        try:
            verdict = guard(block)
            if verdict is not None:
                return verdict
            return original(block)
        finally:
            lock.release()

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
