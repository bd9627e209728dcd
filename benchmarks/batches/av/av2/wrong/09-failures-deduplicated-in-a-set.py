# Breaks: "an exception from a hook, of any kind (...), propagates as it is, that very exception"
# -- each failure is logged once, keyed by (class, args) in a set, and args holding a dict or a
# list are unhashable, so a TypeError replaces the hook's exception. Input: a hook raising
# ValueError({"field": "amount_eur"}): run_chain raises TypeError: unhashable type: 'dict'.
import logging

from toolhooks import Deny, Rewrite

_log = logging.getLogger(__name__)
_reported = set()  # a broken hook fails on every call: log each distinct failure once


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except Exception as exc:
            key = (type(exc).__name__, exc.args)
            if key not in _reported:
                _reported.add(key)
                _log.warning("PreToolUse hook failed: %s", key)
            raise
        if type(decision) is Deny:
            return decision
        if type(decision) is Rewrite:
            call = call.with_input(decision.new_input)
    return call
