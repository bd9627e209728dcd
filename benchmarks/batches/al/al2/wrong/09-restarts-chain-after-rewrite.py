# Breaks "every hook in it runs, in order" / "A hook listed twice runs twice" (so one listed once
# runs once): after a Rewrite that changes the input, the chain starts again from the first hook
# so earlier checks see the new input. Input: hooks [record("tier"), cap_at_100] with amount 400:
# "tier" runs twice (the result, amount 100, is right).
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    index, restarts = 0, 0
    while index < len(hooks):
        decision = hooks[index](call)
        index += 1
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            changed = decision.new_input != call.input
            call = call.with_input(decision.new_input)
            if changed and restarts < len(hooks):  # bounded: rewriters cannot loop forever
                restarts += 1
                index = 0  # re-check the new input with every hook
    return call
