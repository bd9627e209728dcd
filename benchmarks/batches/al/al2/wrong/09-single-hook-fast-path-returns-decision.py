# Breaks "When no hook denies, a `ToolCall`: `call` ... or `call` itself when nothing was
# rewritten": a one-hook "fast path" returns `hook(call) or call`, so ALLOW (truthy) or a
# Rewrite comes back instead of a call. Input: run_chain([lambda c: ALLOW], call) returns ALLOW;
# chains of two or more hooks (the notebook's) are right.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    if len(hooks) == 1:  # the common case: one policy
        return hooks[0](call) or call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
