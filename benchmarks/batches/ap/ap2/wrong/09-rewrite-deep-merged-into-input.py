# Wrong: breaks "A Rewrite carries the complete new input" / "call = call.with_input(decision.
# new_input)": nested mappings of the Rewrite are merged into the current ones, so keys a hook
# dropped inside a nested object survive. Input: call.input {"user_id": "u_004", "filters":
# {"status": "open", "limit": 5}}, Rewrite({"user_id": "u_004", "filters": {"limit": 10}}).
from collections.abc import Mapping

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def _merged(old, new):
    out = dict(old)
    for key, value in new.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _merged(out[key], value)
        else:
            out[key] = value
    return out


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new = decision.new_input
            if new.keys() == call.input.keys():  # the same fields: only some values changed
                new = _merged(call.input, new)
            call = call.with_input(new)
    return call
