# Right: an index loop over the list (read only), decisions told apart by exact type (the text says
# hooks return those classes themselves), so the first Deny is returned as is and later hooks never
# run; each Rewrite goes through current.with_input(new_input); the original call object is returned
# when no Rewrite came. Hook exceptions propagate untouched (no try at all).
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
