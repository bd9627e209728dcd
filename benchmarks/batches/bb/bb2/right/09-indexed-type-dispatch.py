# Right: reads the list by index, calls each hook with the current call; exact type dispatch: Deny ->
# return that very object; Rewrite -> current = current.with_input(new_input) every time (even if
# equal); None/ALLOW -> next. No exception handling, so anything raised propagates untouched; with
# no Rewrite the `call` passed in is returned itself.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    index = 0
    while index < len(hooks):
        decision = hooks[index](current)
        index += 1
        if decision is None or decision is ALLOW:
            continue
        kind = type(decision)
        if kind is Deny:
            return decision
        if kind is Rewrite:
            current = current.with_input(decision.new_input)
    return current
