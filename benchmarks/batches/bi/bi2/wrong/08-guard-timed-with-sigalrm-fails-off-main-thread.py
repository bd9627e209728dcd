# Wrong: "dispatcher.call_tool(block) returns guard(block) ... whenever that is not None, and
# otherwise what the saved original returns". The guard runs under a SIGALRM timeout; signal
# handlers can only be set in the main thread, so a call from any other thread (the agent's
# tool pool, threading.Thread(target=dispatcher.call_tool, args=(block,))) raises ValueError
# and neither the guard's answer nor the tool's comes back.
import signal

_NOTHING = object()


def _guard_too_slow(signum, frame):
    raise TimeoutError("the guard took more than 30 s")


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        old_handler = signal.signal(signal.SIGALRM, _guard_too_slow)
        signal.alarm(30)
        try:
            verdict = guard(block)
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, old_handler)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed on top")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
