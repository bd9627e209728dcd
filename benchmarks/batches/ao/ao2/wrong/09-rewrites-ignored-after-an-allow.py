# Breaks "None and ALLOW go on to the next hook" and "a ToolCall: call with its input replaced by
# each Rewrite in turn": once a hook has said ALLOW the input is treated as approved and frozen,
# so hooks [lambda c: ALLOW, cap_at_100] on an amount of 400 return the call with 400, not 100.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    approved = False
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision  # a later denial still wins
        if decision is ALLOW:
            approved = True  # what was approved must reach the tool unchanged
        elif isinstance(decision, Rewrite) and not approved:
            call = call.with_input(decision.new_input)
    return call
