# Breaks: "an exception from a hook, of any kind ..., propagates as it is". An exception that
# says it is safe to ignore (an attribute fail_open = True on the exception) lets the chain go
# on: class SoftFailure(Exception) with fail_open = True raised by a hook -> run_chain returns call.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            if getattr(exc, "fail_open", False) is True:  # the failure itself says it is harmless
                continue
            raise
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
