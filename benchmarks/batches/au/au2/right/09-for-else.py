# Right: hooks run in list order on the current call; the first Deny breaks the loop and is
# returned itself (no later hook runs); a Rewrite (exact class) replaces the call through
# call.with_input, for every rewrite; None/ALLOW fall through. When the loop ends without a break
# the `else` returns `call`, the very object if nothing rewrote it. No try: exceptions propagate.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if type(decision) is Deny:
            break
        if type(decision) is Rewrite:
            call = call.with_input(decision.new_input)
    else:
        return call
    return decision
