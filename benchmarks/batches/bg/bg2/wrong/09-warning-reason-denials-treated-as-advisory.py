# Breaks "Return the first `Deny` (no later hook runs)": a Deny whose reason starts with
# "warning" is read as advice and the chain goes on. Input: run_chain([lambda c:
# Deny("warning: refund above 300 EUR")], call) -> call instead of that Deny.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            if decision.reason.lstrip().lower().startswith(("warning", "warn:")):
                continue  # advisory: the model sees it elsewhere
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
