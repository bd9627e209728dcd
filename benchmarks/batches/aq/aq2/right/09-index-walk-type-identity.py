# Right: an index walks the list (read only, any length, duplicates run at each place); each hook gets
# `current` itself; a decision whose type is Deny is returned as it is at once; a Rewrite rebinds
# current to current.with_input(...) for the hooks after it; anything else (None, ALLOW) continues.
# No try/except anywhere; the original call object comes back when no Rewrite was seen.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
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
