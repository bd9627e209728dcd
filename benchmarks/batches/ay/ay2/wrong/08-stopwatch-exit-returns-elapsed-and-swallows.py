# Breaks: "A guard that raises fails the call closed: its exception propagates ..., it is asked once, and the original
# does not run": the guard is timed in a Stopwatch whose __exit__ is its stop() method, and stop() returns the
# elapsed seconds (a truthy float), which suppresses the exception. Input: guard raising ValueError("policy file
# unreadable"): call_tool runs the original and returns its result (fails open); a KeyboardInterrupt is eaten too.
import logging
import time

_log = logging.getLogger("install_guard")
_MISSING = object()


class _Stopwatch:
    def __enter__(self):
        self.started = time.perf_counter()
        self.elapsed = 0.0
        return self

    def stop(self, *_exc_info):
        self.elapsed = time.perf_counter() - self.started
        return self.elapsed

    __exit__ = stop


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = None
        with _Stopwatch() as watch:
            verdict = guard(block)
        if watch.elapsed > 0.5:
            _log.warning("slow guard: %.2fs", watch.elapsed)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
