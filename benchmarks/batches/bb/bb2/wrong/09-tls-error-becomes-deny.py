# Breaks: "an exception from a hook, of any kind ..., propagates as it is, that very exception".
# A hook failing on TLS (its policy server) is turned into a denial: a hook raising
# ssl.SSLError("certificate verify failed") makes run_chain return a Deny instead of raising it.
import ssl

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except ssl.SSLError as exc:  # cannot trust the policy server: fail closed
            return Deny(f"the policy service could not be reached securely ({exc})",
                        "try again later")
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
