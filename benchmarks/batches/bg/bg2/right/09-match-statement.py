# Right: hooks run in list order, each on the current call itself; a Deny is returned as that
# very object at once; a Rewrite becomes call.with_input(new_input) (the call's own method,
# so subclasses keep class and fields), applied whatever it holds; None and ALLOW fall to the
# wildcard and the chain goes on. No try: every exception propagates as it is. With no
# rewrite, the very call given is returned.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    for hook in hooks:
        match hook(call):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass
    return call
