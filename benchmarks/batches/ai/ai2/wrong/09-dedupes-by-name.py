# Wrong: breaks "every hook in it runs, in order". Hooks are de-duplicated by qualified name: hooks
# [lambda c: None, lambda c: Deny("no")] are both "<lambda>", so the second never runs and the call
# comes back instead of the Deny (closures from one factory collide too). Named hooks run right.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    seen = set()
    for hook in hooks:
        name = getattr(hook, "__qualname__", None) or repr(hook)
        if name in seen:
            continue
        seen.add(name)
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
