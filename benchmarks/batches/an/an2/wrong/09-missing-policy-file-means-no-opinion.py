# Breaks: "an exception from a hook, of any kind (...), propagates as it is" / "Do not catch
# exceptions". A hook whose policy file is missing (FileNotFoundError) is treated as having no
# opinion. Input: run_chain([lambda c: open("/nonexistent/policy.yaml")], call) -> returns call
# instead of raising FileNotFoundError.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except FileNotFoundError:
            continue  # no policy file deployed for this hook: nothing to enforce
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        call = call.with_input(decision.new_input)
    return call
