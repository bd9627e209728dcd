# Breaks: "an exception from a hook, of any kind (...), propagates as it is". A BrokenPipeError (a
# hook whose audit pipe closed) is read as "no opinion" and the chain goes on.
# Input: run_chain([hook raising BrokenPipeError(32, "Broken pipe")], call) returns call instead of
# raising that BrokenPipeError.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except BrokenPipeError:
            continue  # the hook's log sink went away; that says nothing about the call
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
