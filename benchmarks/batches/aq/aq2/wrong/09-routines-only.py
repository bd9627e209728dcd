# Breaks: "every hook in it runs, in order, a falsy one too, one with no __name__ too ...". Only
# functions and methods are run (anything else is taken for a stray entry), so a callable object
# such as functools.partial(deny_over, limit=100) or an instance of a class with __call__ that
# returns Deny is skipped and the call comes back allowed.
import inspect

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        if not (inspect.isfunction(hook) or inspect.ismethod(hook)):
            continue
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
