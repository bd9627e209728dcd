# Breaks: "every hook in it runs, in order, ... whatever attributes it carries (...: the hooks
# were chosen already)". As in Claude Code's settings, where each hook belongs to an event, a
# hook whose `event` attribute is not "PreToolUse" is skipped: a hook with event="PostToolUse"
# that returns Deny("no") is never called and the call comes back.
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        if getattr(hook, "event", "PreToolUse") != "PreToolUse":
            continue  # registered for another hook point
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
