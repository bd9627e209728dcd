# Breaks: "every hook in it runs ..., a bound method too, ... whatever attributes it carries". A
# `_in_chain` flag is set on each hook while it runs (to skip a hook re-entered by its own inner chain);
# a bound method cannot take attributes, so run_chain([desk.check], call) raises AttributeError.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        if getattr(hook, "_in_chain", False):
            continue  # this hook is already running further up the stack
        hook._in_chain = True
        try:
            decision = hook(call)
        finally:
            hook._in_chain = False
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
