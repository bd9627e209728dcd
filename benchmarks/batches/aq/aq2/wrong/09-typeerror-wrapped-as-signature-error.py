# Breaks: "an exception from a hook, of any kind ..., propagates as it is, that very exception, not
# wrapped". A TypeError is assumed to mean a hook with the wrong signature and is re-raised as a new
# TypeError naming the hook: a hook doing `raise TypeError("amount must be a number")` lets a
# different TypeError out (the hook's is only its __cause__).
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except TypeError as exc:
            name = getattr(hook, "__name__", type(hook).__name__)
            raise TypeError(f"PreToolUse hook {name!r} must take one argument, the ToolCall") from exc
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
