# Breaks "every hook in it runs, in order, ... a bound method too": hooks that are bound
# methods of an owner already seen are skipped ("one policy object runs once"). Input:
# p = Policy() with p.tier returning None and p.spend returning Deny("over budget");
# run_chain([p.tier, p.spend], call) -> call instead of the Deny.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    owners_seen = []
    for hook in hooks:
        owner = getattr(hook, "__self__", None)
        if owner is not None:
            if any(owner is seen for seen in owners_seen):
                continue
            owners_seen.append(owner)
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
