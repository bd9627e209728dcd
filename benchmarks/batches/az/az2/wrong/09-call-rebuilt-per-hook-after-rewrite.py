# Breaks "given the current call itself (not a copy)" and "call = call.with_input(decision.
# new_input)": only the rewritten input is kept, and a new call is built from it for every
# later hook and again for the result. Input: hooks [lambda c: Rewrite({"a": 2}), h1, h2],
# h1 and h2 recording what they get: they get two different objects, and the result is a third.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    new_input = None
    for hook in hooks:
        current = call if new_input is None else call.with_input(new_input)
        decision = hook(current)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new_input = decision.new_input
    return call if new_input is None else call.with_input(new_input)
