# Right: runs each hook in list order on the current call; a class pattern returns the very Deny
# at once, a Rewrite rebinds call to call.with_input(new_input) (always, even when equal), and
# None/ALLOW fall through. Exceptions are not caught at all, so each propagates as it is; when no
# hook denies, call is returned (the very object when nothing was rewritten).
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        match decision:
            case Deny():
                return decision
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass
    return call
