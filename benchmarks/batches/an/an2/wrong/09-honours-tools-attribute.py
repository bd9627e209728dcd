# Breaks: "every hook in it runs ..., whatever attributes it carries (a `matcher`, `enabled=False`,
# `fail_open`: the hooks were chosen already)". A hook carrying a `tools` list is skipped for calls
# to other tools. Input: a hook with .tools = ("lookup_user",) returning Deny("no"), on an
# issue_refund call -> the call comes back instead of that Deny.
from toolhooks import ALLOW, Deny, Rewrite


def _applies(hook, call):
    tools = getattr(hook, "tools", None)
    return tools is None or call.tool_name in tools


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        if not _applies(hook, call):
            continue
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue  # on to the next hook
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
