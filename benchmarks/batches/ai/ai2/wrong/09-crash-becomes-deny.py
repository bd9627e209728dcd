# Wrong: breaks "an exception from a hook, of any kind ..., propagates as it is, that very exception,
# not wrapped". "Fail closed" is read as "turn the crash into a denial": hooks [h] where h raises
# ValueError("db down") returns Deny("hook h crashed: db down") instead of raising.
# Allowing, denying and rewriting chains come out right.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            name = getattr(hook, "__name__", type(hook).__name__)
            return Deny(f"hook {name} crashed: {exc}", "try again later")
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
