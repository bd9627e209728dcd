# Breaks "an exception from a hook, of any kind ..., propagates as it is": the decisions come from
# a lazy map() (the lambda reads the current `call`, so rewrites compose), but a StopIteration raised
# by a hook ends map's iteration, so the chain returns the call as if all agreed (fails open).
# Input: run_chain([hook raising StopIteration("x")], call) -> returns call instead of raising.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    decisions = map(lambda hook: hook(call), hooks)  # lazy: each hook sees the current call
    for decision in decisions:
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
