# Wrong: breaks "A `Rewrite` applies as given": e-mail addresses in a rewritten input are
# lower-cased (the same mailbox, one spelling), so a hook returning
# Rewrite({"to": "Ana.Silva@Example.com", "subject": "Refund"}) gives a call with
# {"to": "ana.silva@example.com", "subject": "Refund"}.
import re

from toolhooks import Deny, Rewrite

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$")


def _canonical(value):
    return value.lower() if isinstance(value, str) and _EMAIL.match(value) else value


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({k: _canonical(v) for k, v in decision.new_input.items()})
    return call
