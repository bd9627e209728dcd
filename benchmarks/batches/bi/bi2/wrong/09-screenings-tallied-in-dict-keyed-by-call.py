# Wrong: "call may be a subclass of ToolCall (a host's own call type, with fields of its
# own)". How often each call was screened is tallied in a dict keyed by the call itself; a
# host call type with an unhashable field of its own (a list of tags, a dict of metadata)
# makes run_chain raise TypeError before any hook runs. Plain ToolCalls hash fine.
from toolhooks import Deny, Rewrite

SCREENED = {}


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    SCREENED[call] = SCREENED.get(call, 0) + 1
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
