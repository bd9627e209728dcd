# Wrong: breaks "A Rewrite applies as given". String values of a rewrite are NFKC-folded
# ("full-width digits become digits"), so Rewrite({"amount": "\uff15\uff10", "note":
# "\ufb01x"}) reaches the final call as {"amount": "50", "note": "fix"}. ASCII strings pass.
import unicodedata

from toolhooks import ALLOW, Deny, Rewrite


def _fold(value):
    if isinstance(value, str):
        return unicodedata.normalize("NFKC", value)
    return value


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({k: _fold(v) for k, v in decision.new_input.items()})
    return call
