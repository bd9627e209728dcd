# Breaks: "the first Deny a hook returned, that very object (no later hook runs)" and "A Deny with no
# alternative ... is returned as it is". A Deny without a usable alternative is held while later hooks
# run, looking for one with a way out: [lambda c: Deny("free tier"), lambda c: Deny("deploy running",
# "try after 04:00")] returns the second Deny, and hooks after the first still run.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    held = None
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            if decision.alternative and decision.alternative.strip():
                return decision  # a refusal the model can act on: done
            if held is None:
                held = decision  # keep the first, but look for one with a way out
            continue
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call if held is None else held
