# Breaks: "every hook in it runs, in order".
# Ids of server tools ("srvtoolu_...") are taken to mean the call runs on the API's side, beyond the hooks:
# make_call("issue_refund", {...}, tool_use_id="srvtoolu_01") with hooks [deny_all] returns the call.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    if call.tool_use_id.startswith("srvtoolu_"):
        return call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
