# Breaks: "`hooks` is a list, left as it is". A hook that raises is moved to the end of the list
# (in place) so healthy hooks run first next time, then the exception propagates. Input:
# hooks = [bad, good] where bad raises ValueError: the ValueError propagates, but hooks is now
# [good, bad].
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for index, hook in enumerate(hooks):
        try:
            decision = hook(call)
        except BaseException:
            hooks.append(hooks.pop(index))  # demote the crasher for the next chain
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
