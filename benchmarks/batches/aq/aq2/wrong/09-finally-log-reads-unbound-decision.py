# Breaks: "an exception from a hook ... propagates as it is, that very exception, not wrapped". A timing
# record in `finally` reads `decision`, unbound when the first hook raises: run_chain([crashing], call)
# with crashing raising ValueError("db down") raises UnboundLocalError instead (the ValueError only its
# __context__); a crash in a later hook does get through.
import time

from toolhooks import ALLOW, Deny, Rewrite

HOOK_TIMINGS = []  # (what the hook decided, seconds)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        started = time.perf_counter()
        try:
            decision = hook(call)
        finally:
            HOOK_TIMINGS.append((type(decision).__name__, time.perf_counter() - started))
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
