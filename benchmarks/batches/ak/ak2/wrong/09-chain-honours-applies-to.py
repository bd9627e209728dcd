# Breaks: "every hook in it runs ..., whatever attributes it carries (a matcher, enabled=False,
# fail_open: the hooks were chosen already)". A hook carrying `applies_to` (as RegisteredHook
# does) is skipped for other tools. Input: a hook with hook.applies_to = lambda name: False
# returning Deny("no") -> the call is returned, the Deny is never seen.
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        applies_to = getattr(hook, "applies_to", None)
        if callable(applies_to) and not applies_to(call.tool_name):
            continue
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
