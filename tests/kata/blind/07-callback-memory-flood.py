"""Trusted-side memory growth through callbacks (DAMAGING if unbounded; bounded): during each call the answer calls report() (a grader function) many times with lists of thousands of fresh callables, so the trusted side builds and keeps a stub per callable.
A correct grader must not pass and its own memory must stay bounded (HOSTILE_STUBS_PER_CALL caps it, default 100,000 per call)."""
import os
import time

_PER_CALL = min(int(os.environ.get("HOSTILE_STUBS_PER_CALL", "100000")), 400000)
_BATCH = 20000


def run_observers(hooks, event, report):
    end, sent = time.monotonic() + 1.6, 0
    while sent < _PER_CALL and time.monotonic() < end:
        try:
            report(hooks[0] if hooks else None, [(lambda: None) for _ in range(_BATCH)])
        except Exception:
            break
        sent += _BATCH
    return 0
