# Breaks: "every hook in it runs ... one with no __name__ too". Like the package's verdict, it
# records which hooks rewrote, by __name__. Input: hooks [functools.partial(rewrite_to, {"a": 1})]
# (a Rewrite from a callable with no __name__) -> AttributeError instead of the rewritten call.
from toolhooks import ALLOW, Deny, Rewrite

REWRITTEN_BY = []


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    rewritten_by = []
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
            rewritten_by.append(hook.__name__)
    REWRITTEN_BY[:] = rewritten_by
    return call
