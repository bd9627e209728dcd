# Breaks: "an exception from a hook, of any kind (...), propagates as it is" and "Do not catch
# exceptions" -- an EOFError (a hook that reads its payload from stdin, as Claude Code hooks do,
# and found none) is taken as "no opinion". Input: run_chain([no_payload, deny_all], call) where
# no_payload raises EOFError: the Deny of deny_all comes back instead of the EOFError.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except EOFError:
            continue  # nothing on stdin for this hook: it has nothing to say about this call
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
