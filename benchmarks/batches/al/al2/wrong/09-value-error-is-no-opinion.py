# Breaks "an exception from a hook, of any kind (...), propagates as it is": a ValueError (a hook
# that could not parse the input, e.g. int("ten")) is taken as "no opinion" and the chain goes on.
# Input: run_chain([lambda c: int(c.input["amount_eur"]) and None], call with amount_eur "ten")
# returns `call` instead of raising ValueError.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except ValueError:
            decision = None  # the hook cannot read this input: not its call to make
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
