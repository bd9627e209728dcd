# Right: runs every hook in list order on the current call with a match statement: None or an
# Allow goes on, a Deny is returned as that very object at once (no later hook runs), a Rewrite
# replaces the call by call.with_input(new_input) unconditionally; nothing is caught, copied or
# remembered, so the unrewritten call comes back as the very object.
from toolhooks import ALLOW, Deny, Rewrite
from toolhooks.decisions import Allow


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for position in range(len(hooks)):
        match hooks[position](call):
            case None | Allow():
                pass
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
    return call
