# Breaks "Do not catch exceptions" / "an exception from a hook ... propagates as it is":
# an exception whose message starts with "skip" is taken as the hook skipping itself (a
# test-runner habit). Input: a hook raising RuntimeError("skipped: policy file not
# loaded") -> the chain goes on and returns call.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            if str(exc).lower().startswith("skip"):
                continue  # the hook opted out for this call
            raise
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
