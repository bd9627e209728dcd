# Breaks: "an exception from a hook, of any kind ..., propagates as it is" and "every hook in it
# runs". A ReferenceError (a weakly held hook whose owner is gone) is taken as "nothing left to
# check" and the chain goes on. Input: hooks=[h] where h raises ReferenceError("weakly-referenced
# object no longer exists"): run_chain returns the call instead of raising.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except ReferenceError:  # the object behind a weakref.proxy / WeakMethod hook was collected
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
