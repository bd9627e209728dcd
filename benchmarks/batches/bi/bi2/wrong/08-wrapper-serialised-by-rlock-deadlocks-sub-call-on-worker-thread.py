# Wrong: "The guard or the original may call dispatcher.call_tool again from inside (a
# sub-call ...): it is a call like any other ..., answered before the outer one goes on".
# Calls are serialised by an RLock, which lets a sub-call from the same thread in but not one
# the original makes on a worker thread (pool.submit(dispatcher.call_tool, sub).result()):
# that sub-call waits 5 s and raises RuntimeError instead of being answered.
import threading

_NOTHING = object()
_ONE_AT_A_TIME = threading.RLock()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        if not _ONE_AT_A_TIME.acquire(timeout=5):
            raise RuntimeError("another tool call is being guarded")
        try:
            verdict = guard(block)
            if verdict is not None:
                return verdict
            return original(block)
        finally:
            _ONE_AT_A_TIME.release()

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed on top")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
