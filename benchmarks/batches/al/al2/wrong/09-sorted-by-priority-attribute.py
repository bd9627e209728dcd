# Breaks "every hook in it runs, in order, ... whatever attributes it carries (...: the hooks
# were chosen already)": hooks carrying a `priority` attribute are run lowest first, as plugin
# systems do. Input: hooks [a, b] with a.priority = 5 (denies) and b.priority = 1 (denies):
# returns b's Deny instead of a's (hooks without the attribute keep their order).
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    ordered = sorted(hooks, key=lambda hook: getattr(hook, "priority", 0))  # stable
    for hook in ordered:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
