# Breaks: "every hook in it runs, in order, ... one with no `__name__` too". Names for the debug
# log are collected only from hooks that have one, and zip() pairs them with the hooks, so the list
# is cut short by one per nameless hook. Input: hooks=[functools.partial(allow_all), deny_hook]
# (deny_hook returns Deny("no")): only the partial runs and the call comes back instead of the Deny.
import logging

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

log = logging.getLogger(__name__)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    names = [hook.__name__ for hook in hooks if hasattr(hook, "__name__")]
    for hook, name in zip(hooks, names):
        decision = hook(call)
        log.debug("hook %s -> %r", name, decision)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
