# Breaks: "an exception from a hook, of any kind ..., propagates as it is, that very exception".
# An exception whose message starts with "denied" or "blocked" is read as a refusal written the
# wrong way and returned as a Deny: a hook raising RuntimeError("denied:
# refunds are frozen") -> run_chain returns Deny("denied: refunds are frozen").
from toolhooks import ALLOW, Deny, Rewrite

_REFUSAL_WORDS = ("denied", "blocked", "refused")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            text = str(exc)
            if text.strip().lower().startswith(_REFUSAL_WORDS):
                return Deny(text.strip())
            raise
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
