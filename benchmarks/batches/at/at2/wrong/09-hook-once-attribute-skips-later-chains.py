# Breaks "every hook in it runs, in order ... whatever attributes it carries" and "runs twice,
# anew each time": a hook carrying once=True runs only in the first chain it appears in, so a
# denying hook with hook.once = True denies the first call and lets the next one through.
# Hooks without that attribute run every time.
from toolhooks import ALLOW, Deny, Rewrite

_ALREADY_RAN = set()


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        if getattr(hook, "once", False):
            if id(hook) in _ALREADY_RAN:
                continue
            _ALREADY_RAN.add(id(hook))
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
