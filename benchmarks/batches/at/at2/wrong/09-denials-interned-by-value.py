# Breaks "the first Deny a hook returned, that very object": denials are interned by
# (reason, alternative) so equal ones share one object, so after a chain that returned
# Deny("deploy running", "try later") object A, a chain whose hook returns an equal but new
# Deny B gets A back. The first Deny of each value is returned as itself.
from toolhooks import ALLOW, Deny, Rewrite

_DENIALS = {}


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return _DENIALS.setdefault((decision.reason, decision.alternative), decision)
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
