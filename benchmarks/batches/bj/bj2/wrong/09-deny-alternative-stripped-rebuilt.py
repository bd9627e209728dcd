# Breaks "Returns: the first Deny a hook returned, that very object": a non-blank alternative
# with surrounding whitespace is stripped into a new Deny (blank or None ones pass untouched). Input: hooks [lambda c: Deny("over the limit",
# " offer the FAQ\n")] returns a new Deny("over the limit", "offer the FAQ").
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            alternative = decision.alternative
            if alternative is not None and alternative.strip() and alternative != alternative.strip():
                return Deny(decision.reason, alternative.strip())
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
