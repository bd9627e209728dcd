# Breaks "an exception from a hook, of any kind ..., propagates as it is": a broken pattern in
# a hook is read as "misconfigured hook, no opinion", so a hook whose re.compile("(") raises
# re.error is skipped and the chain goes on.
import re
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except re.error:
            continue  # a hook with a bad pattern cannot judge; let the others decide
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
