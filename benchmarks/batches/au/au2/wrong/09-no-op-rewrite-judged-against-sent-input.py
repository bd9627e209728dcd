# Breaks: "A Rewrite applies as given ..., however many there are, even when its input equals the
# current one". A rewrite equal to the input the model *sent* is skipped, so one that restores the
# sent value is lost. Input: call amount_eur=400; hooks Rewrite({..., "amount_eur": 50}) then
# Rewrite({..., "amount_eur": 400}) -> the returned call says 50, not 400.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    sent = call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            if decision.new_input == sent.input:
                continue  # nothing changed: keep the call as it is
            call = call.with_input(decision.new_input)
    return call
