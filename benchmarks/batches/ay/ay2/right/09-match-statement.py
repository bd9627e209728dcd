# Right: each hook of the list (untouched, duplicates and all) is called in order with the current call itself;
# a class pattern returns the very Deny at once (no later hook runs), a Rewrite pattern replaces the call with
# call.with_input(new_input) whatever the input holds, and None / ALLOW fall to the wildcard; no try anywhere,
# so any exception leaves as it is; with no rewrite the very call object comes back.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        match hook(call):
            case Deny() as denial:
                return denial
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass
    return call
