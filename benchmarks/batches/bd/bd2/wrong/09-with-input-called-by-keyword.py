# Wrong: breaks "call.with_input(...) keeps its class and fields (its own with_input may do
# more ...: call it ...)" with the notebook's positional call.with_input(decision.new_input).
# It passes new_input= by keyword, so a host's subclass whose own with_input(self, data)
# names its parameter otherwise raises TypeError on the first Rewrite.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(new_input=decision.new_input)
    return call
