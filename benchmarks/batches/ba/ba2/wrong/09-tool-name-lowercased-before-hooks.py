# Breaks: hooks are "given the current call itself (not a copy)", and `call` itself comes back when nothing was rewritten.
# Tool names are lowercased first "so hooks can compare names simply": make_call("Issue_Refund", {})
# reaches the hooks as a copy named "issue_refund", and the chain returns that copy.
import dataclasses

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    if call.tool_name != call.tool_name.lower():
        call = dataclasses.replace(call, tool_name=call.tool_name.lower())
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
