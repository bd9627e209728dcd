# Wrong: breaks "Return the first Deny (no later hook runs)" and "whatever attributes it carries
# ...: the hooks were chosen already": hooks flagged always_run=True (audit hooks) still run after
# a denial. Input: hooks = [denier, recorder] with recorder.always_run = True -> the Deny is
# returned, but recorder ran after it.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    denied = None
    for hook in hooks:
        if denied is not None:
            if getattr(hook, "always_run", False):
                hook(call)  # audit hooks must see every call, denied ones too
            continue
        decision = hook(call)
        if isinstance(decision, Deny):
            denied = decision
        elif isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return denied if denied is not None else call
