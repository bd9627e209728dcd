# Wrong: "A Rewrite replaces the call's input for the hooks after it: call = call.with_input(...)",
# "call.with_input(...) keeps its class and fields (its own with_input may do more, such as count the
# rewrites: call it ...)". with_input is looked up once, on the call as sent, so every rewrite starts
# from the sent call: with a subclass whose with_input adds 1 to a `rewrites` field, two Rewrites give 1.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    rewrite = call.with_input  # hoisted out of the loop
    current = call
    for hook in hooks:
        decision = hook(current)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current = rewrite(decision.new_input)
    return current
