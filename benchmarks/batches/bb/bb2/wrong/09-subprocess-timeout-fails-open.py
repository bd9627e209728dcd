# Breaks: "an exception from a hook, of any kind ..., propagates as it is". A hook whose external
# policy command timed out (subprocess.TimeoutExpired, which is not a TimeoutError) is skipped:
# a hook raising subprocess.TimeoutExpired("opa eval", 5) -> the chain goes on and returns call.
import subprocess

from toolhooks import ALLOW, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except subprocess.TimeoutExpired:  # a slow policy engine must not stall the agent
            continue
        if decision is None or decision is ALLOW:
            continue
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
