# Breaks: "an exception from a hook, of any kind ..., propagates as it is". A SyntaxError (a hook
# compiling a malformed policy expression) is read as "no opinion" and the chain goes on: a hook
# raising SyntaxError("bad policy expression") is skipped and run_chain returns the call.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except SyntaxError:  # a rule that does not even parse has nothing to say about this call
            continue
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
