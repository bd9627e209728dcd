# Right: each decision is handled by a table keyed on its exact type (NoneType and Allow go on,
# Rewrite gives call.with_input(new_input), Deny ends the walk and is returned itself); the
# hooks are walked by index over the list as given, each handed the current call, so a hook
# listed twice runs twice and exceptions rise untouched. No module state, so nesting is safe.
from toolhooks import ALLOW, Allow, Deny, Rewrite

_GO_ON = {type(None), Allow}


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    position = 0
    while position < len(hooks):
        decision = hooks[position](call)
        position += 1
        kind = type(decision)
        if kind in _GO_ON:
            continue
        if kind is Deny:
            return decision
        if kind is Rewrite:
            call = call.with_input(decision.new_input)
    return call
