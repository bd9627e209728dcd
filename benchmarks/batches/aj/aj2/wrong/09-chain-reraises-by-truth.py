# Breaks "an exception from a hook, of any kind (`NotImplementedError`, a falsy one, ...),
# propagates": the failure is kept in a variable, logged and re-raised with `if failure:`, so an
# exception whose __bool__ (or __len__) says False is dropped and the call returned (fail open).
# Input: class Quiet(Exception): __bool__ = lambda self: False; a hook raising Quiet() -> returns call.
import logging

from toolhooks import ALLOW, Deny, Rewrite

log = logging.getLogger("run_chain")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    failure = None
    for hook in hooks:
        try:
            decision = hook(call)
        except BaseException as exc:
            failure = exc
            break
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    if failure:
        log.warning("PreToolUse hook failed: %r", failure)
        raise failure
    return call
