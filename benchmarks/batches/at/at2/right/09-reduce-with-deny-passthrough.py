# Right: folds the hooks over the call with functools.reduce, in order; once the accumulator is
# a Deny it is passed on without calling any later hook, so the first Deny comes back as that
# very object; None/ALLOW keep the call, a Rewrite gives call.with_input(new_input) every time;
# no rewrite means the very call comes back; exceptions leave reduce untouched.
import functools

from toolhooks import ALLOW, Deny, Rewrite


def _step(current, hook):
    if type(current) is Deny:
        return current
    decision = hook(current)
    if type(decision) is Deny:
        return decision
    if type(decision) is Rewrite:
        return current.with_input(decision.new_input)
    return current  # None or ALLOW


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    return functools.reduce(_step, hooks, call)
