# Breaks: "every hook in it runs ..., one with no __name__ too, ..., a slow one too". Hooks
# slower than 100 ms are logged by __name__, read only then: a callable object without
# __name__ whose __call__ sleeps 0.2 s and returns None makes run_chain raise AttributeError
# instead of returning the call (fast nameless hooks and slow named ones pass).
import logging
import time

from toolhooks import ALLOW, Deny, Rewrite

_log = logging.getLogger("run_chain")
SLOW_SECONDS = 0.1


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        started = time.perf_counter()
        decision = hook(call)
        spent = time.perf_counter() - started
        if spent > SLOW_SECONDS:  # order the chain by cost: say which hook is slow
            _log.info("PreToolUse hook %s took %.0f ms", hook.__name__, spent * 1000)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
