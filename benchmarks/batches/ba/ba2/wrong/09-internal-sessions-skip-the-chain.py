# Breaks: "every hook in it runs, in order" ("the hooks were chosen already").
# Calls from sessions the server marks internal are trusted and skip the hooks:
# a call whose context has attributes {"internal": True} and hooks [deny_all] returns the call.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    if call.context.attributes.get("internal") is True:
        return call
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
