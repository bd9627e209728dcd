# Breaks: "SystemExit of any code, propagates as it is, that very exception, not wrapped". A
# SystemExit is re-raised as a new one whose code is forced to an int. Input: a hook raising
# SystemExit("maintenance") -> a new SystemExit(1) propagates (SystemExit(3) comes back as another
# object too).
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 1  # exit codes are small ints
            raise SystemExit(code)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
