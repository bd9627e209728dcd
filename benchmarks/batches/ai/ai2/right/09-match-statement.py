# Right: a structural match on each decision, hook by hook in list order: a Deny is returned at once
# (the same object, later hooks never called), a Rewrite's new_input replaces the current call via
# with_input, and anything else (None, ALLOW) falls through. The loop never copies the call or the
# list and has no try, so every exception leaves as it is.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    for hook in hooks:
        match hook(current):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                current = current.with_input(new_input)
            case _:
                pass
    return current
