# Breaks "an exception from a hook, of any kind ..., propagates as it is": a database error
# (the spend limit's query) is turned into a denial, so a hook raising
# sqlite3.OperationalError("database is locked") returns a Deny instead of raising.
import sqlite3
from toolhooks import Deny, Rewrite


def run_chain(hooks, call):
    for hook in hooks:
        try:
            decision = hook(call)
        except sqlite3.Error:
            return Deny("the spend database is unavailable.", "try again in a few minutes")
        if isinstance(decision, Deny):
            return decision
        if isinstance(decision, Rewrite):
            call = call.with_input(decision.new_input)
    return call
