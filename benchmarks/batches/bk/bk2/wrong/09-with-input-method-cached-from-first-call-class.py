# Wrong: "call.with_input(...) keeps its class and fields (its own with_input may do more, such as count
# the rewrites: call it, not dataclasses.replace)". The with_input function is looked up on the first
# call's class and kept in a module global: after one run_chain with a plain ToolCall and a Rewrite, a
# subclass whose with_input counts rewrites gets ToolCall.with_input, so its count stays 0.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_with_input = None  # looked up once: with_input is the same for every call


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    global _with_input
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            if _with_input is None:
                _with_input = type(call).with_input
            call = _with_input(call, decision.new_input)
    return call
