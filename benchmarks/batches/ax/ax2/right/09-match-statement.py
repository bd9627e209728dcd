# Right: a plain for loop over the list (never copied, sorted, hashed or changed), each hook given the
# current call itself; match returns the very Deny at once, applies each Rewrite with
# call.with_input(new_input) whatever it holds, and lets None/ALLOW go on; no rewrite returns the same
# call object. No try/except, so every exception propagates as is; only locals, so nesting is fine.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        match decision:
            case Deny():
                return decision
            case Rewrite():
                call = call.with_input(decision.new_input)
            case _:
                pass  # None or ALLOW: no objection
    return call
