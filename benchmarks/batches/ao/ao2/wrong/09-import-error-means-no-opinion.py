# Breaks "an exception from a hook, of any kind ..., propagates as it is" ("Do not catch
# exceptions"): an ImportError is read as "this hook's optional dependency is missing, skip
# it", so a hook raising ModuleNotFoundError("No module named 'presidio'") is passed over.

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except ImportError:
            continue  # the hook cannot run on this machine: no opinion
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
