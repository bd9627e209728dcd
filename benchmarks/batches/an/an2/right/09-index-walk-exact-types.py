# Right: walks the list by index (no copy, no mutation) and tells decisions apart by their exact
# type, which the text guarantees (Deny and Rewrite themselves, no subclasses). A Deny is returned
# as the very object; each Rewrite applies as given, even an equal one; None and ALLOW change
# nothing. Exceptions are not caught; the call is returned unchanged when nobody rewrote it.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    position = 0
    while position < len(hooks):
        decision = hooks[position](call)
        position += 1
        kind = type(decision)
        if kind is Deny:
            return decision
        if kind is Rewrite:
            call = call.with_input(decision.new_input)
    return call
