# Right: runs every hook in order on the current call object; `case Deny()` returns that very Deny;
# `case Rewrite(...)` does call = call.with_input(new_input) (subclass class, fields and own
# with_input kept); None/ALLOW fall through; no try, so exceptions propagate as they are; without a
# Rewrite the very `call` passed in comes back. The hooks list is only iterated.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        match hook(call):
            case Deny() as refusal:
                return refusal
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass
    return call
