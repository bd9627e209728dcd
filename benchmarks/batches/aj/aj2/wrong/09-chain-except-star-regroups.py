# Breaks "an exception from a hook ... propagates as it is, that very exception, not wrapped": the
# hook is called under `except* Exception` (to log groups too) and re-raised with a bare `raise`,
# which in Python 3.11 wraps a plain exception in ExceptionGroup('', [exc]).
# Input: a hook raising ValueError("bad input") -> ExceptionGroup('', (ValueError(...),)) propagates.
import logging

from toolhooks import ALLOW, Deny, Rewrite

log = logging.getLogger("run_chain")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except* Exception as failures:
            log.error("PreToolUse hook failed: %s", failures.exceptions)
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
