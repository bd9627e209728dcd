# Breaks: "every hook in it runs, in order ... (a `matcher` ...: the hooks were chosen already)".
# MCP tools are assumed to be policed by their own server, so their calls skip the hooks:
# run_chain([deny_all], make_call("mcp__github__delete_repo", {})) returns the call, not the Deny.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    if call.tool_name.startswith("mcp__"):
        return call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
