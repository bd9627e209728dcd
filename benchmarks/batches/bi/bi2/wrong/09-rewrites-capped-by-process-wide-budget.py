# Wrong: "A Rewrite applies as given ..., however many there are". A module-wide budget of
# 5000 rewrites guards against rewrite storms but is never reset: once the process has applied
# 5000 rewrites (e.g. 2500 chains of [cap_at_100, round_to_25]), later Rewrites are ignored and
# the call comes back unrewritten.
from toolhooks import Deny, Rewrite

_REWRITE_BUDGET = 5000
rewrites_applied = 0


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    global rewrites_applied
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and rewrites_applied < _REWRITE_BUDGET:
            rewrites_applied += 1
            call = call.with_input(decision.new_input)
    return call
