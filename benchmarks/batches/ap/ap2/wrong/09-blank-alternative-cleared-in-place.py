# Wrong: breaks "A Deny with no alternative (None) or a blank one is returned as it is": the very
# Deny object comes back, but its blank alternative was set to None in place (object.__setattr__
# gets past frozen=True). Input: hooks = [lambda c: deny] with deny = Deny("no refunds", "   ")
# -> run_chain returns deny, whose alternative is now None instead of "   ".
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            if decision.alternative is not None and not decision.alternative.strip():
                object.__setattr__(decision, "alternative", None)  # a blank one says nothing
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
