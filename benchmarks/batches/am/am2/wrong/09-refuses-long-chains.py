# Breaks: "hooks is a list, left as it is, of any length; every hook in it runs". A chain
# longer than 64 hooks (the package's MAX_INPUT_DEPTH, reused as a sanity limit) is refused
# as a misconfiguration: 65 hooks that all return None raise ValueError instead of returning
# call itself.
from toolhooks import ALLOW, Deny, Rewrite
from toolhooks.tool_use import MAX_INPUT_DEPTH

MAX_HOOKS = MAX_INPUT_DEPTH


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    if len(hooks) > MAX_HOOKS:  # fail closed on a runaway registry
        raise ValueError(f"{len(hooks)} PreToolUse hooks on one call; at most {MAX_HOOKS} expected")
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
