# Wrong: breaks "every hook in it runs, ..., whatever attributes it carries (a `matcher`,
# `enabled=False`, `fail_open`: the hooks were chosen already)". A hook with enabled = False is
# skipped, so a denying hook carrying enabled=False lets the call through.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        if getattr(hook, "enabled", True) is False:
            continue
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
