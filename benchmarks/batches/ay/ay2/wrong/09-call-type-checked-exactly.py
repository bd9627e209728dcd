# Breaks: "The chain you will write gets the hooks and a `ToolCall`" / "every hook in it runs": the argument is
# validated schema-style with `type(call) is ToolCall`, so a ToolCall subclass is refused before any hook runs.
# Input: a dataclass subclass TaggedCall(ToolCall) with one extra field; run_chain([hook], tagged) raises TypeError
# instead of running the hook and returning tagged itself.
from toolhooks import ALLOW, Deny, Rewrite, ToolCall  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    if type(call) is not ToolCall:
        raise TypeError(f"run_chain needs a ToolCall, got {type(call).__name__}")
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
