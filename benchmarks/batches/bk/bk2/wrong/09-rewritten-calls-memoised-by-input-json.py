# Wrong: "call with its input replaced by each Rewrite in turn (call = call.with_input(...))". Rewritten
# calls are memoised in a module dict keyed by the new input's JSON, so a later chain on ANOTHER call
# (other tool_use_id, context or subclass) whose hook produces the same input gets the first call's
# rewritten object back: run_chain([cap], call_a) then run_chain([cap], call_b) returns call_a's id.
import json

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401

_rewritten = {}


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            key = json.dumps(decision.new_input, sort_keys=True, default=str)
            if key not in _rewritten:
                _rewritten[key] = call.with_input(decision.new_input)
            call = _rewritten[key]
    return call
