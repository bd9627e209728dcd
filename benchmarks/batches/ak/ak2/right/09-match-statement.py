# Right: iterates the list in order with a match on the decision's class: Deny returns that
# very object at once; Rewrite rebinds call to call.with_input(new_input) for the next hook
# (even an equal input); anything else (None, ALLOW) goes on. Hooks are called positionally
# with the current call, nothing is cached or caught, and the list is only read.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        match hook(call):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass
    return call
