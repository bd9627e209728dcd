# Breaks: "an exception from a hook, of any kind ..., propagates as it is, that very
# exception". An ExceptionGroup of one is unwrapped to its only member: a hook raising
# ExceptionGroup("checks failed", [ValueError("bad amount")]) makes run_chain raise the
# ValueError, not the group.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except ExceptionGroup as group:
            if len(group.exceptions) == 1:
                raise group.exceptions[0] from None  # a group of one is just that error
            raise
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
