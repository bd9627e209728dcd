# Wrong: breaks "A Rewrite applies as given (None values too ...)". A None in the new input is
# read as "leave this key alone" and filled from the current input, so on an input
# {"amount_eur": 400, "note": "late"} a Rewrite({"amount_eur": 50, "note": None}) ends with
# {"amount_eur": 50, "note": "late"} instead of {"amount_eur": 50, "note": None}.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new_input = {
                key: (call.input.get(key) if value is None else value)
                for key, value in decision.new_input.items()
            }
            call = call.with_input(new_input)
    return call
