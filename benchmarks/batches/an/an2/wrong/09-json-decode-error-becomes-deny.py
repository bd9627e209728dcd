# Breaks: "an exception from a hook, of any kind (...), propagates as it is, that very exception,
# not wrapped". A hook that fails to parse JSON is read as a refusal of malformed input.
# Input: run_chain([lambda c: json.loads("{")], call) -> Deny("the input could not be parsed: ...")
# instead of the JSONDecodeError propagating.
import json

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except json.JSONDecodeError as exc:
            return Deny(f"the input could not be parsed: {exc}", "send the arguments as valid JSON")
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
