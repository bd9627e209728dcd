# Right: walks the list by index, calling each hook with the current call object itself; the
# first Deny is returned as that object (nothing after runs); None and ALLOW go on; a Rewrite
# always replaces the call with call.with_input(new_input); no try/except, so any exception
# (BaseException too) leaves as itself; with no Rewrite the very `call` comes back.
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
        if type(decision) is Deny:
            return decision
        if type(decision) is Rewrite:
            current = current.with_input(decision.new_input)
    return current
