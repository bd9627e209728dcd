# Right: a for loop over the list as given, with a match statement on each hook's decision:
# a Deny is returned at once (that very object, no later hook runs); a Rewrite's new_input goes
# to current.with_input (the subclass's own method); anything else (None, ALLOW) falls through.
# The current call object itself is handed to each hook; with no Rewrite the original call object
# is returned. Nothing is caught, copied, sorted or deduplicated.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    current = call
    for hook in hooks:
        match hook(current):
            case Deny() as refusal:
                return refusal
            case Rewrite(new_input=new_input):
                current = current.with_input(new_input)
            case _:
                pass
    return current
