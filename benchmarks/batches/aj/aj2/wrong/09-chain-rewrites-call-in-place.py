# Breaks the notebook's "`call.with_input(...)` gives a new call with it ...; `call` itself stays as
# it was" (the Returns' `call = call.with_input(decision.new_input)`): a Rewrite is written into the
# frozen call with object.__setattr__. Input: c = make_call("issue_refund", {"amount_eur": 400});
# run_chain([lambda c: Rewrite({"amount_eur": 50})], c) -> c.input is now {"amount_eur": 50}.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            # ToolCall is frozen; skip the copy and set the new input directly
            object.__setattr__(call, "input", decision.new_input)
    return call
