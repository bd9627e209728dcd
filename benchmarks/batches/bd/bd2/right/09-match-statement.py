# Right: runs every hook in list order on the current call itself; a Deny is returned as that
# very object at once; None and ALLOW go on; a Rewrite becomes call.with_input(new_input),
# called positionally on the current call (so a subclass's own with_input runs and keeps its
# class). Nothing is caught; the list is only read; no rewrite returns the same call object.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        match hook(call):
            case Deny() as denial:
                return denial
            case Rewrite() as rewrite:
                call = call.with_input(rewrite.new_input)
            case None:
                pass
            case decision if decision is ALLOW:
                pass
    return call
