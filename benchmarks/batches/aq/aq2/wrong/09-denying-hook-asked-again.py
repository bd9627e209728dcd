# Breaks: "Return the first Deny a hook returned, that very object" and "A hook listed twice runs twice"
# (each hook runs once at its place). The loop breaks on a Deny and then returns hook(call), running
# the denying hook a second time: with hook = lambda c: Deny("no"), the Deny returned is a new object,
# not the one the chain saw, and a recording hook logs two runs.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            break
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    else:
        return call
    return hook(call)
