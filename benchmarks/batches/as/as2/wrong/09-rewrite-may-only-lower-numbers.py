# Breaks: "A `Rewrite` applies as given ..., however many there are": a rewrite that raises a
# number already in the input is ignored (least privilege: hooks may only tighten, as the
# refund cap does). Input: call input {"limit": 10}, hooks [lambda c: Rewrite({"limit": 100})]
# returns the call with {"limit": 10}.
from toolhooks import ALLOW, Deny, Rewrite


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _loosens(old, new):
    return any(
        _is_number(value) and _is_number(old.get(key)) and value > old[key]
        for key, value in new.items()
    )


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite) and not _loosens(call.input, decision.new_input):
            call = call.with_input(decision.new_input)
    return call
