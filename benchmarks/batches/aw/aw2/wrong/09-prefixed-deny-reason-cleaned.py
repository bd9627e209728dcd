# Wrong: breaks "the first `Deny` a hook returned, that very object": a Deny whose reason
# already starts with "BLOCKED:" is replaced by a copy without it (so the result will not
# say it twice), so a hook returning Deny("BLOCKED: deploy running") makes the chain return
# an equal-looking but different Deny("deploy running"). Other Denys come back as they are.
import dataclasses

from toolhooks import Deny, Rewrite
from toolhooks.decisions import without_blocked_prefix


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            if decision.reason.lstrip().startswith("BLOCKED:"):
                decision = dataclasses.replace(decision, reason=without_blocked_prefix(decision.reason))
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
