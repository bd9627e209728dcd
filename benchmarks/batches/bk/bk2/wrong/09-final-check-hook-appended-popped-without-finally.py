# Wrong: "`hooks` is a list, left as it is". A last "sanity" hook is appended to the caller's list for
# the run and popped at the end, but only on the path that reaches the end: after a chain that denies,
# e.g. run_chain([lambda c: Deny("no")], call), or one whose hook raises, the caller's list has grown by
# one hook (and the next run through it runs that hook too).
from collections.abc import Mapping

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def _input_is_a_mapping(call):
    if not isinstance(call.input, Mapping):
        raise TypeError("a rewrite left the call without a mapping input")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    hooks.append(_input_is_a_mapping)
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    hooks.pop()
    return call
