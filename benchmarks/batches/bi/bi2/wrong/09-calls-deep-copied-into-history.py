# Wrong: "call may be a subclass of ToolCall (a host's own call type, with fields of its
# own): every hook gets it as it is". Each step's call is deep-copied into a history list for
# debugging; a host call with a field that cannot be deep-copied (a threading.Lock, an open
# connection) makes run_chain raise TypeError before any hook runs.
import copy

from toolhooks import Deny, Rewrite

HISTORY = []


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    HISTORY.append(copy.deepcopy(call))
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
            HISTORY.append(copy.deepcopy(call))
    del HISTORY[:-100]
    return call
