# Breaks "A `Rewrite` replaces the call's input for the hooks after it" / "`call` with its input
# replaced by each `Rewrite` in turn": a tidied one-line update falls back to the call as sent on
# an allow. Input: run_chain([cap_at_100, lambda c: None], call with amount_eur 400) returns the
# call with 400 (the notebook's rewrite-then-rewrite and all-allow chains come out right).
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    for hook in hooks:
        decision = hook(current)
        if isinstance(decision, Deny):
            return decision
        current = current.with_input(decision.new_input) if isinstance(decision, Rewrite) else call
    return current
