# Breaks "A Rewrite applies as given ..., however many there are" and "A hook listed twice runs
# twice, anew each time": a Rewrite object already applied in this chain is skipped, so with
# hooks [a, b, a] where a returns one shared Rewrite R1 and b returns R2, the result has R2's
# input instead of R1's. Chains whose Rewrites are all distinct objects are right.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    applied = set()
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            if id(decision) in applied:
                continue  # this rewrite is in already
            applied.add(id(decision))
            call = call.with_input(decision.new_input)
    return call
