# Wrong: breaks "an exception from a hook, of any kind (... SystemExit of any code), propagates as
# it is": a hook that calls sys.exit("reason") is read as refusing with that reason.
# Input: hooks = [hook raising SystemExit("refunds are frozen")] -> Deny("refunds are frozen") is
# returned instead of the SystemExit propagating.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except SystemExit as stop:
            if isinstance(stop.code, str) and stop.code.strip():
                return Deny(stop.code)  # sys.exit("why") is the hook saying no
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
