# Right: a singledispatch table maps each decision to the next state: a Deny to itself, a Rewrite to
# call.with_input(new_input), anything else (None, ALLOW) to the same call object; an index loop runs every hook
# of the list in order on the current call and stops at the first Deny, returning that object; exceptions are
# never caught, so they propagate as they are.
from functools import singledispatch

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


@singledispatch
def _next_state(decision, call):
    return call


@_next_state.register
def _(decision: Rewrite, call):
    return call.with_input(decision.new_input)


@_next_state.register
def _(decision: Deny, call):
    return decision


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    index = 0
    while index < len(hooks):
        state = _next_state(hooks[index](call), call)
        if type(state) is Deny:
            return state
        call = state
        index += 1
    return call
