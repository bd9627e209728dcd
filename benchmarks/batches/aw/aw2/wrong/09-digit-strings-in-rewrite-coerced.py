# Wrong: breaks "A `Rewrite` applies as given": strings of digits in the new input are
# turned into numbers (the model often sends amounts as text), so a hook returning
# Rewrite({"user_id": "004", "amount_eur": "50"}) gives a call whose input is
# {"user_id": 4, "amount_eur": 50}.
from toolhooks import Deny, Rewrite


def _typed(value):
    if isinstance(value, str) and value.strip().isdigit():
        return int(value)
    return value


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({key: _typed(value) for key, value in decision.new_input.items()})
    return call
