# Breaks: "every hook in it runs, in order, a falsy one too, ... an unhashable one too".
# Empty slots are filtered with `!= None`, which asks the hook's own __eq__: a hook class whose
# __eq__ compares a `name` attribute (getattr(other, "name", None) == self.name) and has no name
# equals None, so run_chain([NamedHook()], call) skips it and returns call instead of its Deny.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in [h for h in hooks if h != None]:  # noqa: E711  (skip empty slots)
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
