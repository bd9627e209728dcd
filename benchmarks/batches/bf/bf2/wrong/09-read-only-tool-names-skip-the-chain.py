# Breaks: "run the hooks in order on the call" / "every hook in it runs" (the hooks were chosen
# already). Calls to read-only-looking tools (lookup_/get_/list_/search_) skip the chain.
# Input: run_chain([lambda c: Deny("not your account")], make_call("lookup_user", {"user_id":
# "u_999"})) returns the call instead of that Deny.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_READ_ONLY_PREFIXES = ("lookup_", "get_", "list_", "search_")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    if call.tool_name.startswith(_READ_ONLY_PREFIXES):
        return call  # reads change nothing: no need to pay for the checks
    current = call
    for hook in hooks:
        decision = hook(current)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            current = current.with_input(decision.new_input)
    return current
