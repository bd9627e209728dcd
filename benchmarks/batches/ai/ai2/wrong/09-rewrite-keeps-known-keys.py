# Wrong: breaks "A Rewrite applies as given". A rewrite may not add arguments the model did not send:
# call input {"user_id": "u_004", "amount_eur": 400} and a hook returning Rewrite({"user_id":
# "u_004", "amount_eur": 50, "note": "capped"}) end with no "note". Rewrites that change or drop keys
# (the notebook's cap and rounding) come out right.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            allowed = {k: v for k, v in decision.new_input.items() if k in call.input}
            call = call.with_input(allowed)
    return call
