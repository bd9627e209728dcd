# Wrong: breaks "an exception from a hook, of any kind ..., propagates as it is". PermissionError is
# taken for Python's way of saying no: a hook raising PermissionError("tier too low") makes the
# chain return Deny("tier too low") instead of raising. Other exceptions propagate untouched.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except PermissionError as exc:
            return Deny(str(exc).strip() or "permission denied")
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
