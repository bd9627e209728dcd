# Breaks: "run the hooks in order on the call" / "A hook listed twice runs twice, anew each time".
# Once a chain let a tool through unchanged in a session, later calls of that tool in that session
# (same hooks) skip the hooks. Input: hooks = [lambda c: Deny("too much") if c.input["amount_eur"] >
# 500 else None]; run_chain(hooks, make_call("issue_refund", {"amount_eur": 10})), then
# run_chain(hooks, make_call("issue_refund", {"amount_eur": 900})) returns the call, not the Deny.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_ALLOWED = set()  # (session, tool, hook ids) that passed untouched


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    key = (call.context.session_id, call.tool_name, tuple(id(hook) for hook in hooks))
    if key in _ALLOWED:
        return call
    current = call
    for hook in hooks:
        decision = hook(current)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current = current.with_input(decision.new_input)
    if current is call:
        _ALLOWED.add(key)
    return current
