# Breaks: "`call` with its input replaced by each `Rewrite` in turn" and "A `Rewrite` applies as
# given": a rewrite changing user_id, customer_id or account_id is ignored (no redirecting to
# another account). Input: call input {"user_id": "u_004"}, hooks [lambda c: Rewrite({"user_id":
# "u_005"})] returns the call with user_id "u_004".
from toolhooks import ALLOW, Deny, Rewrite

_IDENTITY_KEYS = ("user_id", "customer_id", "account_id")


def _redirects(old, new):
    return any(key in old and new.get(key) != old[key] for key in _IDENTITY_KEYS)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            if _redirects(call.input, decision.new_input):
                continue  # confused-deputy guard: a rewrite may not switch accounts
            call = call.with_input(decision.new_input)
    return call
