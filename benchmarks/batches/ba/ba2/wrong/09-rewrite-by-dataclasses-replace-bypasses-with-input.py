# Breaks: a Rewrite is applied as `call = call.with_input(decision.new_input)` ("keeps its class and fields").
# dataclasses.replace is called directly, skipping a host call type's own with_input: for a ToolCall
# subclass whose with_input also counts rewrites (rewrites=self.rewrites + 1), the count stays 0.
import dataclasses

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = dataclasses.replace(call, input=decision.new_input)  # what with_input does anyway
    return call
