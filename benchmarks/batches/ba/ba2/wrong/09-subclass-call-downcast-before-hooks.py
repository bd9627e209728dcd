# Breaks: "`call` may be a subclass of ToolCall ...: every hook gets it as it is".
# A host's call type is rebuilt as a plain ToolCall "because the hooks were written for ToolCall":
# a subclass instance with no rewriting hook comes back as a ToolCall, not the very object.
from toolhooks import ALLOW, Deny, Rewrite, ToolCall  # noqa: F401


def run_chain(hooks, call):
    if type(call) is not ToolCall:
        call = ToolCall(call.tool_name, call.tool_use_id, call.input, call.context, call.timestamp)
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
