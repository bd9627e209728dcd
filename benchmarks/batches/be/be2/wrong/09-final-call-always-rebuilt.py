# Wrong: breaks "or `call` itself when nothing was rewritten (the very object, not an equal copy)".
# The result is always rebuilt with call.with_input(...) "so the caller gets a fresh call": with
# hooks that all return None (or no hooks), an equal copy comes back, not call itself.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    final_input = call.input
    current = call
    for hook in hooks:
        decision = hook(current)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current = current.with_input(decision.new_input)
            final_input = current.input
    return current.with_input(final_input)
