# Breaks: "an exception from a hook, of any kind ..., propagates as it is, that very exception,
# not wrapped". The learner re-raises a fresh exception of the same class and message to drop
# the hook's traceback. Input: a hook raising err = ValueError("bad amount") -> the chain raises
# a ValueError that is not err (and a hook raising UnicodeDecodeError(...) gives a TypeError).
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except BaseException as exc:
            raise type(exc)(*exc.args) from None  # same class and message, no hook internals
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
