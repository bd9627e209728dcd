# Breaks "`hooks` is a list, left as it is" (and registration order on the next call): after
# notebook 06's "put decisive checks first", the hook that denied is moved to the front of the
# caller's list. Input: hooks = [allow_all, deny_all]; run_chain(hooks, call) returns the Deny
# but leaves hooks == [deny_all, allow_all].
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for position, hook in enumerate(hooks):
        decision = hook(call)
        if isinstance(decision, Deny):
            if position:
                hooks.insert(0, hooks.pop(position))  # cheapest decisive check first next time
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
