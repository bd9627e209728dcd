# Wrong: breaks "an exception from a hook, of any kind (..., a falsy one, ...), propagates as it is".
# A failure is kept in a slot and re-raised by truth: with class Quiet(Exception): __bool__ returns
# False, a hook raising Quiet() is skipped like an allow and the chain returns the call.
# Ordinary exceptions propagate as the very object.
from toolhooks import Deny, Rewrite

last_failure = None  # for the debugger


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    global last_failure
    for hook in hooks:
        failure, decision = None, None
        try:
            decision = hook(call)
        except BaseException as exc:
            failure = last_failure = exc
        if failure:
            raise failure
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
