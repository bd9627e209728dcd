# Right: an index-based while loop over the list (read only), a match statement with class
# patterns: Deny() returns that very object at once, Rewrite(new_input=...) replaces the
# call through call.with_input, anything else (None, ALLOW) goes on with the same object.
# A hook listed twice is simply reached twice; exceptions are not caught.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    position = 0
    while position < len(hooks):
        match hooks[position](call):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=replacement):
                call = call.with_input(replacement)
            case _:
                pass
        position += 1
    return call
