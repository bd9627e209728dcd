# Right: the hooks run in list order, each once, called with the current ToolCall and nothing caught,
# so any exception leaves as it is; `match` on the exact decision classes returns the first Deny
# object itself, replaces `call` with call.with_input(new_input) for each Rewrite, and goes on for
# None and ALLOW; with no Deny the (possibly untouched, identical) call is returned.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        match hook(call):
            case Deny() as deny:
                return deny
            case Rewrite(new_input=new_input):
                call = call.with_input(new_input)
            case _:
                pass  # None or ALLOW: no objection
    return call
