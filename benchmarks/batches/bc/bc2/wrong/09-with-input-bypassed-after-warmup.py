# Breaks: "`call.with_input(...)` keeps its class and fields (its own `with_input` may do more,
# such as count the rewrites: call it, not `dataclasses.replace`)". After 1000 rewrites the
# chain switches to dataclasses.replace: a ToolCall subclass whose with_input counts rewrites
# stops counting from the 1001st Rewrite on.
import dataclasses

from toolhooks import Deny, Rewrite

_rewrites = 0


def run_chain(hooks, call):
    global _rewrites
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            _rewrites += 1
            if _rewrites <= 1000:
                call = call.with_input(decision.new_input)
            else:  # with_input is just replace() underneath; skip the method call
                call = dataclasses.replace(call, input=decision.new_input)
    return call
