# Breaks "A Rewrite applies as given": keys starting with "_" are taken for a hook's private
# notes and dropped, so Rewrite({"amount_eur": 50, "_capped_from": 400}) reaches the next hook
# and the returned call as {"amount_eur": 50}.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            public = {key: value for key, value in decision.new_input.items() if not key.startswith("_")}
            call = call.with_input(public)
    return call
