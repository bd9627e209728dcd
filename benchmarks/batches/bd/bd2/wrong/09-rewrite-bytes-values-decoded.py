# Wrong: breaks "A Rewrite applies as given". bytes values are decoded to text "so the tool
# input stays JSON", so Rewrite({"attachment": b"%PDF-1.7"}) reaches the final call as
# {"attachment": "%PDF-1.7"} (a str, not == to the bytes). Rewrites of JSON values, as in the
# notebook, pass unchanged.
from toolhooks import ALLOW, Deny, Rewrite


def _text(value):
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value


def run_chain(hooks, call):
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({k: _text(v) for k, v in decision.new_input.items()})
    return call
