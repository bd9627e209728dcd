# Breaks "an exception from a hook, of any kind (NotImplementedError, a falsy one,
# KeyboardInterrupt, SystemExit of any code), propagates as it is": a hook raising
# asyncio.CancelledError() is treated as "the check was cancelled, no opinion" and skipped.
import asyncio
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except asyncio.CancelledError:
            continue  # a cancelled check has nothing to say about this call
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
