# Breaks: "`call` with its input replaced by each `Rewrite` in turn" / "its own `with_input` may
# do more, such as count the rewrites". The last Rewrite is applied once more at the end "to be
# sure": a ToolCall subclass whose with_input counts rewrites reports 2 after a single Rewrite.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    last = None
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
            last = decision
    if last is not None:
        call = call.with_input(last.new_input)  # the tool must get the final rewrite
    return call
