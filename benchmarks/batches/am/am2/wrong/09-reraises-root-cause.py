# Breaks: "an exception from a hook ... propagates as it is, that very exception, not
# wrapped". A chained exception is unwound to its root cause to show the real error: a hook
# doing raise RuntimeError("spend check failed") from KeyError("org_id") makes run_chain
# raise the KeyError instead of the RuntimeError.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            root = exc
            while root.__cause__ is not None:
                root = root.__cause__
            raise root  # the real error, not the wrapper a library put around it
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
