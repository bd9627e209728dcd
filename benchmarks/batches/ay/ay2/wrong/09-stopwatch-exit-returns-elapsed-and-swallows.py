# Breaks: "an exception from a hook, of any kind (...), propagates as it is" / "Do not catch exceptions": each hook
# runs inside a Stopwatch whose __exit__ is its stop() method, and stop() returns the elapsed seconds, a truthy
# float, which tells Python to suppress the exception. Input: run_chain([crashing_hook], call) where the hook raises
# ValueError (or KeyboardInterrupt) returns call instead of raising.
import logging
import time

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_log = logging.getLogger("run_chain")


class _Stopwatch:
    def __enter__(self):
        self.started = time.perf_counter()
        self.elapsed = 0.0
        return self

    def stop(self, *_exc_info):
        self.elapsed = time.perf_counter() - self.started
        return self.elapsed

    __exit__ = stop


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = None
        with _Stopwatch() as watch:
            decision = hook(call)
        if watch.elapsed > 0.5:
            _log.warning("slow PreToolUse hook: %.2fs", watch.elapsed)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
