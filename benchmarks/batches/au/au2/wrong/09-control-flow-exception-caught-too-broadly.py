# Breaks: "an exception from a hook, of any kind ..., propagates as it is, that very exception".
# A private exception ends the chain on a Deny, but the handler catches Exception and returns
# its first argument. Input: a hook raising ValueError("bad amount") -> run_chain returns the
# string "bad amount" instead of raising.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


class _Stop(Exception):
    """Raised to leave the loop with the first Deny."""


def _step(hook, call):
    decision = hook(call)
    if isinstance(decision, Deny):
        raise _Stop(decision)
    if isinstance(decision, Rewrite):
        return call.with_input(decision.new_input)
    return call


def run_chain(hooks, call):
    try:
        for hook in hooks:
            call = _step(hook, call)
    except Exception as stop:  # meant for _Stop
        return stop.args[0] if stop.args else None
    return call
