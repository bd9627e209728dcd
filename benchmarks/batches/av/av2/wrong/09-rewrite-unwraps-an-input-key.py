# Breaks: "A Rewrite applies as given" (call = call.with_input(decision.new_input)) -- a
# new_input holding an object under "input" is taken for a whole tool_use block and only that
# inner object is kept. Input: a hook returning Rewrite({"input": {"sql": "SELECT 1"},
# "mode": "dry_run"}): the final call's input is {"sql": "SELECT 1"}.
from collections.abc import Mapping

from toolhooks import ALLOW, Deny, Rewrite  # noqa: F401


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            new_input = decision.new_input
            if isinstance(new_input.get("input"), Mapping):  # given a tool_use block: unwrap it
                new_input = new_input["input"]
            call = call.with_input(new_input)
    return call
