# Right: pulls hooks one at a time from iter(hooks) (list untouched; duplicates, falsy, unhashable and
# nameless hooks all run, no recursion) with the current call itself; by exact class, Deny returns that
# object, Rewrite replaces `current` via with_input, None/ALLOW go on; with no rewrite the given call
# object comes back. Nothing is caught, so each exception propagates as that very object.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_SENTINEL = object()


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    remaining = iter(hooks)
    current = call
    while (hook := next(remaining, _SENTINEL)) is not _SENTINEL:
        decision = hook(current)
        kind = type(decision)
        if kind is Deny:
            return decision
        if kind is Rewrite:
            current = current.with_input(decision.new_input)
    return current
