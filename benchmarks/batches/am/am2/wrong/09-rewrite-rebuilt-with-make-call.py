# Breaks: "call with its input replaced by each Rewrite in turn (call = call.with_input(...))". The
# call is rebuilt with the notebook's make_call, keeping name and context only: for make_call(
# "issue_refund", {"amount_eur": 400}, tool_use_id="toolu_77") and a Rewrite hook, the result's
# tool_use_id is "toolu_01" and its timestamp make_call's default.
from toolhooks import ALLOW, Deny, Rewrite
from toolhooks.testing import make_call


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = make_call(call.tool_name, decision.new_input, context=call.context)
    return call
