# Breaks: "A Rewrite applies as given ... however many there are". Reading "a Rewrite carries the
# complete new input" as a rule to enforce, it refuses a Rewrite that drops a key. Input: call
# input {"user_id": "u_004", "amount_eur": 400}, hook returning Rewrite({"user_id": "u_004"})
# -> ValueError instead of a call whose input is {"user_id": "u_004"}.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            missing = set(call.input) - set(decision.new_input)
            if missing:
                raise ValueError(f"incomplete Rewrite: it drops {sorted(missing)}")
            call = call.with_input(decision.new_input)
    return call
