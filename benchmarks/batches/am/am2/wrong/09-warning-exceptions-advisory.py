# Breaks: "an exception from a hook, of any kind ..., propagates as it is". A Warning raised as
# an exception (what warnings.warn does under -W error) is read as advice, not a failure, and
# the chain goes on: a hook raising DeprecationWarning("amount_eur is deprecated") lets
# run_chain return the call.
import warnings

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except Warning as advice:  # advisory hooks warn; only real errors stop the chain
            warnings.warn(str(advice), type(advice), stacklevel=2)
            continue
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
