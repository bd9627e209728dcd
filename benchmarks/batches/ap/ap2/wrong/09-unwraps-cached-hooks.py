# Wrong: breaks "every hook in it runs ..., whatever attributes it carries": inspect.unwrap follows
# __wrapped__ ("an lru_cache'd hook must run anew each time") and calls the function underneath, so
# a decorator's own decision is lost. Input: hooks = [functools.wraps(inner)(deny_everything)]
# where inner returns None -> the call comes back instead of the decorator's Deny.
import inspect

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = inspect.unwrap(hook)(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
