# Breaks: "`hooks` is a list ... of any length" / "or call itself when nothing was rewritten". The Deny
# is read from the loop's `decision` after the loop, which an empty list never binds:
# run_chain([], call) raises UnboundLocalError instead of returning call.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            break
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    if isinstance(decision, Deny):
        return decision
    return call
