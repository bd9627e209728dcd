# Right: an index loop runs hooks[0], hooks[1], ... in order, each on the current call object; a
# match statement returns a Deny as is, applies a Rewrite with call.with_input, and goes on for
# None or ALLOW. Nothing is caught, nothing copied, the list is only read; with no rewrite the
# very `call` is returned.
from toolhooks import Deny, Rewrite
from toolhooks.decisions import Allow


def run_chain(hooks, call):
    index = 0
    while index < len(hooks):
        match hooks[index](call):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case None | Allow():
                pass
        index += 1
    return call
