# Wrong: breaks "an exception from a hook, of any kind ..., propagates as it is": a hook
# whose database is busy (sqlite3.OperationalError, e.g. "database is locked" from the
# spend-limit query) is skipped as "no opinion", so a hook raising
# sqlite3.OperationalError("database is locked") lets the chain return the call.
import sqlite3

from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    for hook in hooks:
        try:
            decision = hook(call)
        except sqlite3.OperationalError:
            continue  # a locked database is transient: do not stop the agent for it
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
