# Breaks "an exception from a hook, of any kind ..., propagates as it is, that very exception, not
# wrapped": the decisions come from a generator expression, and a StopIteration raised by a hook
# inside it is turned into RuntimeError("generator raised StopIteration") by PEP 479.
# Input: run_chain([hook raising StopIteration("x")], call) -> RuntimeError, not that StopIteration.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    decisions = (hook(call) for hook in hooks)  # one at a time, each on the current call
    for decision in decisions:
        if type(decision) is Deny:
            return decision
        if type(decision) is Rewrite:
            call = call.with_input(decision.new_input)
    return call
