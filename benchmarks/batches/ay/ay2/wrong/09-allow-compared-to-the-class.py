# Breaks: "`None` and `ALLOW` go on to the next hook" / "When no hook denies, a `ToolCall`": the allow test compares
# the decision with the class Allow instead of the ALLOW instance, so ALLOW falls through to "anything else is the
# denial". Input: run_chain([lambda c: ALLOW, later_hook], call) returns the ALLOW object itself, and later_hook
# never runs (a hook returning None works).
from toolhooks import ALLOW, Allow, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision == Allow:
            continue
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
            continue
        return decision  # the first Deny
    return call
