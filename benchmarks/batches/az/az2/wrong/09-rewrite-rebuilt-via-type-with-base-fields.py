# Breaks "call.with_input(...) keeps its class and fields": a rewrite builds type(call)(...)
# from the five ToolCall fields, so a subclass's own field falls back to its default.
# Input: HostCall(ToolCall) with a field host: str = "api", built with host="claude-code",
# hooks [lambda c: Rewrite({"a": 2})]: the returned call has host == "api".
from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):  # same class as the call, new input
            call = type(call)(
                call.tool_name, call.tool_use_id, decision.new_input, call.context, call.timestamp
            )
        elif decision is not None and decision != ALLOW:
            raise TypeError(f"unexpected decision {decision!r}")
    return call
