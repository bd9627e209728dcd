# Breaks: "every hook in it runs, in order, ... a bound method too" and "A hook listed twice runs
# twice". To skip a check already done, bound methods are compared by their __func__. Input:
# hooks [Limit(100).check, Limit(10).check] (two instances, same method; the second denies)
# -> the second never runs and the call comes back instead of its Deny.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    done = []
    for hook in hooks:
        func = getattr(hook, "__func__", None)
        if func is not None:
            if any(func is seen for seen in done):
                continue  # the same check, already run on this call
            done.append(func)
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
