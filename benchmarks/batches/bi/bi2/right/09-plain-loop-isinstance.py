# Right: every hook in the list runs in order on the current call itself (hooks is only read);
# a Deny is returned as that object at once; a Rewrite goes through call.with_input (so a
# subclass's own with_input runs, class and fields kept); None and ALLOW do nothing. Without
# rewrites the very `call` comes back; no try/except, so any exception propagates unchanged.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
