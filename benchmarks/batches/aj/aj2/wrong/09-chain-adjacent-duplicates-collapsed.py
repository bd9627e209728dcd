# Breaks "A hook listed twice runs twice, anew each time, at each of its places": itertools.groupby
# folds a hook listed twice in a row into one run ("registered twice by mistake").
# Input: hooks = [h, h] where h appends to a log and returns Rewrite({"n": input["n"] + 1}) ->
# h runs once, the input ends at n+1, not n+2.
import itertools

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook, _repeats in itertools.groupby(hooks):  # a hook registered twice in a row runs once
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
