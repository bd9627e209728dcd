# Right: walks the list by index (never changing it), calls each hook with the current call, and
# matches on the decision's class: a Deny is returned as is, a Rewrite replaces the call by
# call.with_input(new_input), anything else (None, ALLOW) goes on; no try, so every exception
# propagates untouched. With no Rewrite, the call object given is returned itself.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    position = 0
    while position < len(hooks):
        match hooks[position](call):
            case Deny() as refusal:
                return refusal
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass
        position += 1
    return call
