# Breaks: "every hook in it runs, in order, ... whatever attributes it carries". As pluggy does
# with hookimpl(tryfirst=True/trylast=True), such hooks are moved to the front/back: for
# [a, b] where b.tryfirst = True, b runs before a (and b's Deny wins over a's).
from toolhooks import Deny, Rewrite


def _rank(hook):
    if getattr(hook, "tryfirst", False):
        return 0
    if getattr(hook, "trylast", False):
        return 2
    return 1


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in sorted(hooks, key=_rank):  # stable: same rank keeps the list order
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
