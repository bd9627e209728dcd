# Breaks: "every hook in it runs, in order": a hook object that allowed 50 times in a row is
# treated as settled and skipped from then on (the "order by cost" section, pushed too far).
# Input: a hook that allows its first 50 calls and then returns Deny("quota"): the 51st
# run_chain([hook], call) returns the call instead of the Deny, without asking the hook.
from toolhooks import ALLOW, Deny, Rewrite

_SETTLED_AFTER = 50
_ALLOW_STREAK = {}   # id(hook) -> [hook, allows in a row]


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        streak = _ALLOW_STREAK.get(id(hook))
        if streak is not None and streak[0] is not hook:
            streak = None
        if streak is not None and streak[1] >= _SETTLED_AFTER:
            continue
        decision = hook(call)
        if decision is None or decision is ALLOW:
            if streak is None:
                streak = _ALLOW_STREAK[id(hook)] = [hook, 0]
            streak[1] += 1
            continue
        _ALLOW_STREAK.pop(id(hook), None)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
