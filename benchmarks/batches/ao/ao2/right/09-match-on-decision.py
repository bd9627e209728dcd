# Right: walks the hooks by index, in order, calling each once with the current call; a match
# statement returns the first Deny itself, applies each Rewrite's new_input with with_input
# (even an equal one), and lets None, ALLOW (and anything else) go on; with no rewrite the
# original call object is returned; nothing catches exceptions, and the list is only read.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    current = call
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        match hook(current):
            case Deny() as refusal:
                return refusal
            case Rewrite(new_input=replacement):
                current = current.with_input(replacement)
            case _:
                pass
    return current
