# Breaks: "Return the first Deny ..., that very object" for "every hook ..., one with no __name__
# too". The denial is logged with hook.__qualname__, which a callable object or a
# functools.partial lacks: functools.partial(deny_over, limit=50) returning a Deny makes
# run_chain raise AttributeError instead of returning the Deny.
import logging

from toolhooks import Deny, Rewrite

log = logging.getLogger(__name__)


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        decision = hook(call)
        if isinstance(decision, Deny):
            log.info("%s denied by %s: %s", call.tool_use_id, hook.__qualname__, decision.reason)
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
