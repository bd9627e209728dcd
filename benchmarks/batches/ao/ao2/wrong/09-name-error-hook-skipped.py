# Breaks "every hook in it runs" and "an exception from a hook, of any kind ..., propagates as it
# is": a NameError (a hook with a typo) is read as a broken hook to skip, so a hook referencing an
# undefined name is passed over and the chain returns the call.

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except NameError:
            continue  # a typo in one hook must not take the agent down
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
