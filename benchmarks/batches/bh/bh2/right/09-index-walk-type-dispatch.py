# Right: walks `hooks` by index (no copy, no mutation, duplicates run at each place), dispatches on
# the exact decision class: Deny -> returned as is; Rewrite -> current = current.with_input(...),
# handed to the next hook; None / ALLOW -> next hook. Exceptions are not touched, so they reach the
# caller as the very same object. Returns the original call object when no hook rewrote it.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    current = call
    position = 0
    while position < len(hooks):
        decision = hooks[position](current)
        position += 1
        kind = type(decision)
        if kind is Deny:
            return decision
        if kind is Rewrite:
            current = current.with_input(decision.new_input)
    return current
