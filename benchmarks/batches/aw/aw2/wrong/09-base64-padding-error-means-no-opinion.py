# Wrong: breaks "an exception from a hook, of any kind ..., propagates as it is": a hook
# that fails decoding a token (binascii.Error, "Incorrect padding") is skipped as having no
# opinion, so a hook raising binascii.Error("Incorrect padding") lets the call through.
import binascii

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except binascii.Error:
            continue  # an unreadable token is the auth layer's problem, not this chain's
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
