# Breaks "an exception from a hook, of any kind (`NotImplementedError`, ...), propagates as
# it is, that very exception": the failure is logged from exc.args[0], which an exception
# raised bare has not. Input: a hook doing `raise NotImplementedError` -> IndexError
# propagates instead (NotImplementedError only as its __context__).
from toolhooks import ALLOW, Deny, Rewrite

FAILURES = []


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            FAILURES.append((type(exc).__name__, exc.args[0]))
            raise
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
