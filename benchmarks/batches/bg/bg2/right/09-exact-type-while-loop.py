# Right: walks the list by index without copying or changing it; each hook is called with the
# current call; the exact type of its decision (the text says only None, ALLOW, Deny, Rewrite,
# the classes themselves) decides: Deny is returned as is, Rewrite replaces the current call by
# current.with_input(...), anything else (None, ALLOW) goes on. Exceptions are not caught.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


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
