# Breaks: "an exception from a hook, of any kind ..., propagates as it is". The loop walks the
# list by index and ends on IndexError, but the try also wraps the hook call, so a hook raising
# IndexError (e.g. reading call.input["items"][0] of an empty list) ends the chain quietly and
# the call is returned instead of the IndexError.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    position = 0
    while True:
        try:
            decision = hooks[position](call)
        except IndexError:  # past the last hook
            return call
        position += 1
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
