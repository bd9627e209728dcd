# Breaks: "an exception from a hook, of any kind (...), propagates as it is" / "Do not catch
# exceptions". A hook that fails while building its decision (toolhooks' DecisionError, e.g.
# Deny("") or Rewrite(None)) is skipped as if it had allowed. Input:
# run_chain([lambda c: Deny("")], call) -> returns call instead of raising DecisionError.
from toolhooks import ALLOW, Deny, Rewrite
from toolhooks.errors import DecisionError


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except DecisionError:
            continue  # the hook could not even say what it wanted: it has no opinion
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
