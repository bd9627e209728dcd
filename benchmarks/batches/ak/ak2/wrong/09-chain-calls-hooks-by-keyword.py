# Breaks: "every hook in it runs, in order, ... one with no __name__ too, ... a bound method
# too, ..., given the current call itself". Hooks are called as hook(call=call), which only
# works for hooks whose parameter is named `call`. Input: hooks [lambda c: None] or
# [RecordingHook("x", [])] (parameter `event`) -> TypeError, the hook never runs.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call=call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
