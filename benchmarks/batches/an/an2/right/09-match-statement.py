# Right: a match on each hook's return: a Deny is returned at once (that object; later hooks never
# run), a Rewrite rebinds call to call.with_input(new_input) for the hooks after it, anything else
# (None, ALLOW) falls through to the next hook. Every hook runs, in list order, with the current
# call; no try, so any exception propagates as it is; with no rewrite the very call comes back.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        match hook(call):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
    return call
