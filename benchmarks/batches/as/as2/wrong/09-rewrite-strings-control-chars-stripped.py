# Breaks: "A `Rewrite` applies as given" and the call's "input replaced by each `Rewrite` in turn":
# control characters (category Cc: \n, \t, \x1b ...) are removed from the rewrite's string values.
# Input: hooks [lambda c: Rewrite({"note": "line one\nline two"})] returns a call whose input is
# {"note": "line oneline two"}.
import unicodedata

from toolhooks import ALLOW, Deny, Rewrite


def _clean(value):
    if isinstance(value, str):
        return "".join(ch for ch in value if unicodedata.category(ch) != "Cc")
    return value


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            # a hook's rewrite is written by code we did not review: sanitise it like input
            call = call.with_input({k: _clean(v) for k, v in decision.new_input.items()})
    return call
