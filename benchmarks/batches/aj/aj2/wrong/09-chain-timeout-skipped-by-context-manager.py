# Breaks "an exception from a hook, of any kind ..., propagates as it is": each hook runs inside a
# timing context manager whose __exit__ swallows TimeoutError ("a hook that timed out has no
# opinion", e.g. the spend-limit query), so the chain goes on and the tool may run (fail open).
# Input: run_chain([hook raising TimeoutError("db")], call) -> returns call instead of raising.
import time

from toolhooks import ALLOW, Deny, Rewrite


class _Timed:
    def __init__(self, hook):
        self.hook = hook

    def __enter__(self):
        self.started = time.perf_counter()
        return self

    def __exit__(self, exc_type, exc, tb):
        self.elapsed = time.perf_counter() - self.started
        return exc_type is not None and issubclass(exc_type, TimeoutError)  # skip slow checks


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = None
        with _Timed(hook):
            decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
