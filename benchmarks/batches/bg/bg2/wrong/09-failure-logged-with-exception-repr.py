# Breaks "an exception from a hook, of any kind ..., propagates as it is, that very
# exception, not wrapped": the failure is logged with {exc!r} before re-raising, so an
# exception whose __repr__ raises is replaced. Input: a hook raising
# `class Odd(Exception): def __repr__(self): raise RuntimeError("no repr")` -> RuntimeError
# propagates (Odd only as its __context__).
from toolhooks import ALLOW, Deny, Rewrite

FAILURES = []


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            FAILURES.append(f"{call.tool_name}: hook failed with {exc!r}")
            raise
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
