# Wrong: breaks "A `Rewrite` replaces the call's input for the hooks after it" (and "Return the first
# `Deny`"). The rewritten call is returned at once, so hooks [cap_at_100, deny_refunds] return a
# ToolCall with amount 100 instead of deny_refunds' Deny; later hooks never run.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            return call.with_input(decision.new_input)
    return call
