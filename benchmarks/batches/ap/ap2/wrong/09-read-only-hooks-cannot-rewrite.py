# Wrong: breaks "every hook in it runs ..., whatever attributes it carries (...: the hooks were
# chosen already)" and "A Rewrite applies as given ..., however many there are": a Rewrite from a
# hook flagged read_only=True is ignored ("observers may not change the input"). Input: hooks =
# [cap] with cap.read_only = True returning Rewrite({"amount_eur": 50}) -> the call comes back unchanged.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            if getattr(hook, "read_only", False):
                continue  # an observing hook may allow or deny, never edit
            call = call.with_input(decision.new_input)
    return call
