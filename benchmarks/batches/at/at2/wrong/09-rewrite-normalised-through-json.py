# Breaks "A Rewrite applies as given": each new input goes through json.loads(json.dumps(...))
# so that tools only ever see JSON, which raises TypeError for values JSON cannot hold:
# Rewrite({"when": datetime(2026, 1, 1)}) or Rewrite({"ids": frozenset({1})}) makes the chain
# raise although no hook did. JSON-shaped rewrites (None, True, numbers, lists) come out equal.
import json

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(json.loads(json.dumps(decision.new_input)))
    return call
