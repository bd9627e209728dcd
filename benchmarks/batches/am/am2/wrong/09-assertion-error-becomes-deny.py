# Breaks: "an exception from a hook, of any kind ..., propagates as it is". A hook that states
# its rule with assert is read as denying: a hook raising AssertionError("amount over limit")
# makes run_chain return Deny("amount over limit") instead of raising.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except AssertionError as failed:  # assert call.input[...] <= limit, "why": a refusal
            return Deny(str(failed) or "a PreToolUse check failed")
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
