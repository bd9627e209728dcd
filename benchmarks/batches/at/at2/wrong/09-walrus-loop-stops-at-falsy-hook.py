# Breaks "every hook in it runs, in order, a falsy one too": the hooks are walked with
# `while (hook := next(it, None)):`, which ends at the first falsy hook, so with a callable
# object whose __len__ is 0 (or __bool__ False) second in the list, it and every hook after
# it (a later Deny too) never run. Lists of plain functions are walked to the end.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    it = iter(hooks)
    while (hook := next(it, None)):
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
