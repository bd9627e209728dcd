# Wrong: breaks "after a Rewrite holding the very input object, either is right, returned or handed
# on" and "A Rewrite applies as given ... even when its input equals the current one". A hook
# returning Rewrite(call.input) (the very FrozenDict) is treated as a bug: the chain raises
# ValueError. Rewrites carrying new input come out right.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            if decision.new_input is call.input:
                raise ValueError(f"{hook!r} rewrote the input to itself; return ALLOW instead")
            call = call.with_input(decision.new_input)
    return call
