# Breaks: "an exception from a hook, of any kind ..., propagates as it is" (and "Do not catch
# exceptions"). A hook that cannot compute (a ratio over a zero budget) is read as "no opinion".
# Input: run_chain([lambda c: 1 / 0, deny_hook], call) -> the ZeroDivisionError is swallowed and
# deny_hook's Deny is returned.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except ArithmeticError:
            continue  # e.g. a spend ratio over an empty budget: this hook cannot decide
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
