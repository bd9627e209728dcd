# Breaks: "an exception from a hook, of any kind (...), propagates as it is, that very exception,
# not wrapped". A hook that cannot decode the input (UnicodeError) is read as a refusal of
# hostile input. Input: run_chain([lambda c: b"\xff".decode("utf-8")], call) -> Deny(...) instead
# of the UnicodeDecodeError propagating.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except UnicodeError as exc:  # undecodable input is treated as an attack
            return Deny(f"the input holds undecodable text ({exc.reason})", "send plain UTF-8 text")
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        call = call.with_input(decision.new_input)
    return call
