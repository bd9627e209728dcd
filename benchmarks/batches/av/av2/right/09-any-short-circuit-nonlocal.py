# Right: any() stops at the first step that reports a Deny, so no later hook is called; the
# step hands each hook the current call, applies a Rewrite with call.with_input(new_input) and
# lets None/ALLOW go on; with no denial the (possibly unchanged, same-object) call is returned;
# exceptions are never caught, hooks is never modified.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    denial = None

    def denies(hook):
        nonlocal current, denial
        decision = hook(current)
        if isinstance(decision, Deny):
            denial = decision
            return True
        if isinstance(decision, Rewrite):
            current = current.with_input(decision.new_input)
        return False

    if any(denies(hook) for hook in hooks):
        return denial
    return current
