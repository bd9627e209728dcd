# Wrong: breaks "A `Rewrite` applies as given": keys of the new input written in camelCase
# are converted to snake_case to match the tools' parameters, so a hook returning
# Rewrite({"userId": "u_004", "amountEur": 50}) gives a call with input
# {"user_id": "u_004", "amount_eur": 50}.
import re

from toolhooks import Deny, Rewrite

_HUMP = re.compile(r"(?<=[a-z0-9])([A-Z])")


def _snake(key):
    return _HUMP.sub(r"_\1", key).lower() if isinstance(key, str) else key


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input({_snake(k): v for k, v in decision.new_input.items()})
    return call
