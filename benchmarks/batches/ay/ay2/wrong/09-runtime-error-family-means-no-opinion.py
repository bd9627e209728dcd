# Breaks: "an exception from a hook, of any kind (`NotImplementedError`, ...), propagates as it is": RuntimeError is
# caught as "a runtime hiccup, no opinion", and NotImplementedError and RecursionError are RuntimeError subclasses.
# Input: run_chain([unfinished_hook], call) where the hook raises NotImplementedError("rule not written yet")
# returns call (the tool would run) instead of raising.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except RuntimeError:  # a closed event loop or a generator gone wrong: the hook has no opinion
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
