# Breaks: "A `Rewrite` applies as given (`None` values too ...)": every rewrite is logged for the audit trail as
# json.dumps(new_input), evaluated eagerly, so a rewrite holding a value JSON cannot encode stops the chain.
# Input: run_chain([lambda c: Rewrite({**c.input, "not_before": datetime(2024, 1, 1, tzinfo=timezone.utc)})], call)
# raises TypeError ("Object of type datetime is not JSON serializable") instead of returning the rewritten call.
import json
import logging

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_audit = logging.getLogger("run_chain.audit")


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for position, hook in enumerate(hooks):
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            _audit.info("hook #%d rewrote %s: %s", position, call.tool_name, json.dumps(dict(decision.new_input)))
            call = call.with_input(decision.new_input)
    return call
