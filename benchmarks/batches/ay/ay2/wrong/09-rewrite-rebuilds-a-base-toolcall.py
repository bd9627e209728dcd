# Breaks: "a `ToolCall`: `call` with its input replaced by each `Rewrite` in turn (`call = call.with_input(...)`)":
# the rewritten call is rebuilt field by field as a plain ToolCall, dropping the class and any field of a subclass.
# Input: @dataclass(frozen=True, slots=True) class TaggedCall(ToolCall): tag: str = "x"; run_chain([lambda c:
# Rewrite({"amount_eur": 50})], TaggedCall(..., tag="vip")) returns a ToolCall with no .tag (later hooks get it too).
from toolhooks import ALLOW, Deny, Rewrite, ToolCall  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = ToolCall(call.tool_name, call.tool_use_id, decision.new_input, call.context, call.timestamp)
    return call
