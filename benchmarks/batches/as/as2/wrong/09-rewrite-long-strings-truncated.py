# Breaks: "A `Rewrite` applies as given" and the result is "`call` with its input replaced by
# each `Rewrite` in turn": string values longer than 4096 characters in a rewrite are cut
# (a hook must not bloat the tool's input). Input: hooks [lambda c: Rewrite({"note": "x" * 5000})]
# returns a call whose note has 4096 characters.
from toolhooks import ALLOW, Deny, Rewrite

_MAX_TEXT = 4096


def _bounded(new_input):
    return {
        key: value[:_MAX_TEXT] if isinstance(value, str) and len(value) > _MAX_TEXT else value
        for key, value in new_input.items()
    }


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(_bounded(decision.new_input))
    return call
