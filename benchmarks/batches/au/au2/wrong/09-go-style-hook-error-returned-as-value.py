# Breaks: "an exception from a hook ... propagates as it is ... Do not catch exceptions." Go habit:
# the chain returns (instead of raising) the error a hook produced, so the caller can inspect it.
# Input: a hook raising NotImplementedError("todo") -> run_chain returns that exception object.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as err:
            return err  # the caller checks: Deny, ToolCall or an error value
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
