# Breaks: "Return the first `Deny` (...) that very object" and "every hook in it runs". A loop
# breaker remembers denied (tool, input) pairs; from the third identical denied call on it answers
# with its own Deny without running any hook. Input: run_chain([deny_hook], call) three times with
# the same call: the third returns a new Deny("... denied 3 times ...") and deny_hook is not run.
from collections import Counter

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_DENIED = Counter()
BREAK_AFTER = 2


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    key = (call.tool_name, call.input)
    if _DENIED[key] >= BREAK_AFTER:  # the model is looping on a refused call: stop it cheaply
        _DENIED[key] += 1
        return Deny(f"{call.tool_name} was denied {_DENIED[key]} times with this input.",
                    "stop retrying it; ask the user what to do instead.")
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            _DENIED[key] += 1
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
