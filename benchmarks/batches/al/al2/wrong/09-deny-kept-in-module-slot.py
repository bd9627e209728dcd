# Breaks "When no hook denies, a `ToolCall`" for "a hook ... running its own chain inside": the
# first Deny is kept in a module-level slot that a nested chain fills too. Input: outer hooks
# [h] where h runs run_chain([lambda c: Deny("inner")], c) and then returns None: the outer chain
# returns the inner Deny instead of `call`.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_RESULT = {"deny": None}


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    _RESULT["deny"] = None
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            _RESULT["deny"] = decision
            break
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return _RESULT["deny"] or call
