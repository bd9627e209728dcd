# Breaks: "every hook in it runs, ... even one running its own chain inside" -- a chain entered
# again for a tool_use_id already being screened returns the call at once (a loop guard), so the
# inner hooks never run. Input: a hook second_opinion(call) returning run_chain([deny_all], call)
# when that is a Deny: with this answer no Deny ever comes back.
from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_screening = set()  # tool_use ids whose chain is running now


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    if call.tool_use_id in _screening:
        return call  # the same call came back in: it is being checked already
    _screening.add(call.tool_use_id)
    try:
        for hook in hooks:
            decision = hook(call)
            if isinstance(decision, Deny):
                return decision
            if isinstance(decision, Rewrite):
                call = call.with_input(decision.new_input)
        return call
    finally:
        _screening.discard(call.tool_use_id)
