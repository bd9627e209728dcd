# Right: a plain for loop over `hooks` as given (no copy, no sort, no dedupe), each hook called
# once per place with the current call object; `match` on the exact decision classes: a Deny is
# returned at once (the very object), a Rewrite swaps the input via with_input, None and ALLOW fall
# through; no try, so any exception (KeyboardInterrupt, SystemExit too) leaves as it is.
from toolhooks import ALLOW, Allow, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        match hook(call):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case None | Allow():
                pass
    return call
