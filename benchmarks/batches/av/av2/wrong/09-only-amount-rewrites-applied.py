# Breaks: "a ToolCall: call with its input replaced by each Rewrite in turn
# (call = call.with_input(decision.new_input))" -- fitted to the notebook's cap_at_100 and
# round_to_25, only the "amount_eur" of a Rewrite is copied over; any other change is dropped.
# Input: a hook returning Rewrite({"user_id": "u_004"}) on lookup_user {"user_id": "u_999"}.
from toolhooks import Deny, Rewrite

_REWRITABLE = "amount_eur"


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and _REWRITABLE in decision.new_input:
            call = call.with_input({**call.input, _REWRITABLE: decision.new_input[_REWRITABLE]})
    return call
