# Breaks: "every hook in it runs, in order" / "Return the first Deny": a Rewrite to an empty
# input is taken as "nothing left to check" and ends the chain. Input: hooks
# [lambda c: Rewrite({}), lambda c: Deny("no")] -> returns the rewritten call, not the Deny,
# and the second hook never runs.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
            if not call.input:
                break  # no arguments left for the later hooks to object to
    return call
