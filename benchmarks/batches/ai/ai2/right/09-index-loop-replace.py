# Right: an index loop over the list as given (read, never changed); each position's hook gets the
# current call. A Deny is returned as the same object on the spot; a Rewrite rebuilds the call with
# dataclasses.replace(call, input=...), which is exactly what with_input does; None or ALLOW go on.
# With no rewrite the argument itself is returned; exceptions are not caught.
import dataclasses

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    position = 0
    while position < len(hooks):
        verdict = hooks[position](call)
        position += 1
        if type(verdict) is Deny:
            return verdict
        if type(verdict) is Rewrite:
            call = dataclasses.replace(call, input=verdict.new_input)
    return call
