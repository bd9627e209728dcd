# Wrong: "every hook in it runs, in order, ... a slow one too". A hook that took over 50 ms is remembered
# (by id) and skipped in later chains "to keep tool calls snappy": a hook that sleeps 0.1 s and returns
# Deny("no") denies the first run_chain([hook], call) but the second returns the call.
import time

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_SLOW_SECONDS = 0.05
_benched = set()


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        if id(hook) in _benched:
            continue
        started = time.perf_counter()
        decision = hook(call)
        if time.perf_counter() - started > _SLOW_SECONDS:
            _benched.add(id(hook))
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
