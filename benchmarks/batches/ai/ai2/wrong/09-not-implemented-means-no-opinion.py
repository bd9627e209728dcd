# Wrong: breaks "an exception from a hook, of any kind (NotImplementedError, ...), propagates as it
# is". NotImplementedError is taken for "this hook has no rule for this tool": hooks [h, deny_hook]
# where h raises NotImplementedError("no rule for issue_refund") goes on and returns deny_hook's Deny.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except NotImplementedError:
            continue  # the hook does not cover this call
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
