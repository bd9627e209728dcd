# Right: walks hooks by index (the list is never changed), matches each decision: a Deny is returned
# as the very object at once; Rewrite(new_input=...) makes call = call.with_input(new_input); anything
# else (None, ALLOW) goes on. No try, so any exception propagates as it is. Unrewritten, the same
# call object comes back.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    position = 0
    while position < len(hooks):
        match hooks[position](call):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass
        position += 1
    return call
