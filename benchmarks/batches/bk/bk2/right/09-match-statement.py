# Right: hooks run in list order on the current call; a Deny is returned as that very object at once;
# None/ALLOW fall through; a Rewrite replaces the call via the call's own with_input (class, fields
# and any extra work kept); exceptions are not caught. When nothing rewrote, `call` itself comes back.
# No truth test on the call, no copies, no state.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        match hook(call):
            case Deny() as deny:
                return deny
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass  # None or ALLOW: the next hook decides
    return call
