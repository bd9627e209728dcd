# Breaks: "an exception from a hook, of any kind (... `SystemExit` of any code), propagates as it is, that very
# exception, not wrapped": a hook's SystemExit is re-raised as a new SystemExit with the same code ("a clean exit,
# without the hook's traceback"). Input: a hook raising e = SystemExit(3): run_chain raises a SystemExit whose
# code is 3 but which is not e (and e's args, notes and traceback are lost).
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except SystemExit as stop:
            raise SystemExit(stop.code) from None
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
