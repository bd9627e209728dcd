# Breaks: "an exception from a hook ... propagates as it is" and each hook runs once per place.
# A BlockingIOError (EAGAIN, "try again") from a hook is retried once: a hook raising
# BlockingIOError(11, "busy") on its first run and allowing on the second runs twice, and the
# chain returns the call instead of raising.
from toolhooks import ALLOW, Deny, Rewrite


def _decide(hook, call):
    try:
        return hook(call)
    except BlockingIOError:  # the resource said "try again": one more try is cheap
        return hook(call)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = _decide(hook, call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
