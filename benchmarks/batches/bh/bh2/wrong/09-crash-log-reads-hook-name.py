# Breaks: "an exception from a hook ... propagates as it is, that very exception" together with
# "every hook ... one with no __name__ too". The crash is logged with hook.__name__ before the
# bare `raise`; for a nameless hook that raises, e.g. functools.partial(check, limit=50) raising
# ValueError("bad amount"), that lookup raises AttributeError, which escapes instead.
import logging

from toolhooks import Deny, Rewrite

_log = logging.getLogger("run_chain")


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception:
            _log.debug("PreToolUse hook %s crashed on %s", hook.__name__, call.tool_name)
            raise
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
