# Breaks: "every hook in it runs ... an unhashable one too". The hooks that rewrote are kept in a
# set for the audit trail. Input: a rewriting hook that is an instance of a class defining
# __eq__ and __call__ (so __hash__ is None), returning Rewrite({"a": 1}) -> TypeError
# "unhashable type" instead of the rewritten call.
from toolhooks import ALLOW, Deny, Rewrite

LAST_REWRITERS = set()


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    rewriters = set()
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
            rewriters.add(hook)
    LAST_REWRITERS.clear()
    LAST_REWRITERS.update(rewriters)
    return call
