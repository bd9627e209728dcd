# Breaks: "run the hooks in order on the call ... When no hook denies, a ToolCall" -- a call
# whose tool_use_id does not look like an Anthropic "toolu_..." id is refused with ValueError
# before any hook runs (a forged-call check). Input:
# run_chain([], make_call("lookup_user", {"user_id": "u_004"}, tool_use_id="call_7Hq2")) raises.
import re

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_API_ID = re.compile(r"(?:srv)?toolu_[A-Za-z0-9_]+")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    if not _API_ID.fullmatch(call.tool_use_id):
        raise ValueError(f"refusing a call the model never made: tool_use_id {call.tool_use_id!r}")
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
