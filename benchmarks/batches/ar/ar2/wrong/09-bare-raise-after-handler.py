# Breaks: "an exception from a hook ... propagates as it is, that very exception, not wrapped".
# The failure is remembered, the loop left, and a bare `raise` used after the except block has
# ended: a hook raising ValueError("bad amount") makes run_chain raise
# RuntimeError("No active exception to reraise") instead.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    failure = None
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            failure = exc
            break
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    if failure is not None:
        raise  # let the hook's own error out
    return call
