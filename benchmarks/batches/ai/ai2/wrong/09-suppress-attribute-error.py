# Wrong: breaks "an exception from a hook, of any kind ..., propagates as it is". EAFP over the
# decision ("None and ALLOW have no new_input") wraps the hook call too: a hook raising
# AttributeError (say it reads call.context.plan, which does not exist) is swallowed and the chain
# goes on. Allows, denials, rewrites and other exceptions are right.
import contextlib

from toolhooks import Deny


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        with contextlib.suppress(AttributeError):
            decision = hook(call)
            if isinstance(decision, Deny):
                return decision
            call = call.with_input(decision.new_input)
    return call
