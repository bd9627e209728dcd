# Wrong: breaks "A `Rewrite` replaces the call's input for the hooks after it" / "given the current
# call itself". Every hook is handed the call as sent while rewrites pile up on a separate variable:
# cap_at_100 then round_to_25 on amount 400 gives 400 (the second hook saw 400), not 100.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    current = call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current = current.with_input(decision.new_input)
    return current
