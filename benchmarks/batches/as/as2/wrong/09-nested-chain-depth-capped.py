# Breaks: "every hook in it runs, in order, ..., even one running its own chain inside": chains
# nested more than 3 deep raise RecursionError (a runaway-recursion guard). Input: a hook that
# calls run_chain([itself], call) until 4 chains are open, then returns None: the innermost
# run_chain raises RecursionError instead of returning the call.
from toolhooks import ALLOW, Deny, Rewrite

_MAX_NESTING = 3
_nesting = 0


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    global _nesting
    if _nesting >= _MAX_NESTING:
        raise RecursionError(f"PreToolUse chains nested more than {_MAX_NESTING} deep")
    _nesting += 1
    try:
        for hook in hooks:
            decision = hook(call)
            if decision is None or decision is ALLOW:
                continue
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
        return call
    finally:
        _nesting -= 1
