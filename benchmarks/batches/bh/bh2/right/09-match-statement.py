# Right: hooks run in list order, each given the current call itself; a Deny is returned as that
# very object at once (later hooks never run); None and ALLOW fall through; a Rewrite replaces the
# call with call.with_input(new_input) (the call's own method, so subclasses keep their class and
# fields); with no rewrite the same call object comes back. Nothing is caught, nothing is cached,
# `hooks` is only read.
from toolhooks import ALLOW, Allow, Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        match hook(call):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case None | Allow():
                pass
    return call
