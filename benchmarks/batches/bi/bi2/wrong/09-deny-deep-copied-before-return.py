# Wrong: "Returns: the first Deny a hook returned, that very object". The Deny is handed back
# as copy.deepcopy(decision) so the caller "cannot touch the hook's own value": it is equal
# but not the same object (run_chain([lambda c: d], call) is d  ->  False).
import copy

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return copy.deepcopy(decision)
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
