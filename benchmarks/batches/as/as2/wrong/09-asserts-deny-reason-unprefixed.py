# Breaks: "**Returns:** the first `Deny` a hook returned, that very object": an invariant
# asserts that a hook's reason does not carry the BLOCKED: prefix itself (notebook 04 adds it).
# Input: hooks [lambda c: Deny("BLOCKED: deploy running", "try after 04:00")] raises
# AssertionError instead of returning that Deny (a legal Deny: its reason says more than BLOCKED:).
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            assert not decision.reason.lstrip().startswith("BLOCKED:"), (
                "hooks give the reason only; synthetic_error_result adds BLOCKED:"
            )
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
