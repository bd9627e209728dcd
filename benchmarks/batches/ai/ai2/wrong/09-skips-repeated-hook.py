# Wrong: breaks "A hook listed twice runs twice, anew each time, at each of its places". Hooks are
# de-duplicated by identity, as a guard against double registration: hooks [h, h] with a counting
# (or rewriting) h runs h once. Lists of distinct hooks come out right.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    ran = set()
    for hook in hooks:
        if id(hook) in ran:
            continue
        ran.add(id(hook))
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
