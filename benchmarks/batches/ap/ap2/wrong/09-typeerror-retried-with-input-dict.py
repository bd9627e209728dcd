# Wrong: breaks "an exception from a hook, of any kind ..., propagates as it is" (and each hook
# runs once per place): a hook that raises TypeError is called again with call.input, "for hooks
# written against the raw input dict". Input: hooks = [lambda c: None if c["amount_eur"] < 500
# else Deny("too much")] -> TypeError ('ToolCall' is not subscriptable) is swallowed, a result returns.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except TypeError:
            decision = hook(dict(call.input))  # an older hook that takes the input itself
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
