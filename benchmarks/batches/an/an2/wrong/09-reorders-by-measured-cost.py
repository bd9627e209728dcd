# Breaks: "run the hooks in order" / "every hook in it runs, in order, ... a slow one too". Following
# the notebook's "order by cost" advice, it times each hook and, on later chains, runs the hooks
# measured slow (over 5 ms) after the fast ones. Input: slow = a hook sleeping 20 ms and returning
# None, deny_fast = lambda c: Deny("no"); run_chain([slow, deny_fast], call) twice -> on the
# second run deny_fast runs first and slow never runs.
import time

from toolhooks import ALLOW, Deny, Rewrite

_SLOW_SECONDS = 0.005
_MEASURED = []  # [hook, seconds]: found by identity (hooks may be unhashable)


def _seconds(hook):
    for entry in _MEASURED:
        if entry[0] is hook:
            return entry
    entry = [hook, 0.0]
    _MEASURED.append(entry)
    return entry


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    # cheap checks first: known-slow hooks go last (a stable sort keeps the rest in order)
    ordered = sorted(hooks, key=lambda hook: _seconds(hook)[1] > _SLOW_SECONDS)
    for hook in ordered:
        started = time.perf_counter()
        decision = hook(call)
        _seconds(hook)[1] = time.perf_counter() - started
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
