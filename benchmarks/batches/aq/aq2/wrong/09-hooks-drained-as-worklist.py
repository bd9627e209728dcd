# Breaks: "`hooks` is a list, left as it is". The hooks are popped off the list as a work queue (the
# name is bound to the caller's list, not a copy): after run_chain([tier, window], call) the caller's
# list is empty (or holds only the hooks after a Deny).
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    pending = hooks
    while pending:
        hook = pending.pop(0)
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
