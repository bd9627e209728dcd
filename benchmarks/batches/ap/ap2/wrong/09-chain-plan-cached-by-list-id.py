# Wrong: breaks "every hook in it runs, in order": the hook list is copied into a plan once per
# list object ("compile the chain once", keyed by id(hooks), the list kept so its id stays valid)
# and that plan is reused, so a hook the caller added to the same list later never runs. Input:
# hooks = [allow]; run_chain(hooks, call); hooks.append(denier); run_chain(hooks, call) -> call.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_PLANS = {}


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    cached = _PLANS.get(id(hooks))
    if cached is None or cached[0] is not hooks:
        cached = _PLANS[id(hooks)] = (hooks, tuple(hooks))
    for hook in cached[1]:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        call = call.with_input(decision.new_input)
    return call
