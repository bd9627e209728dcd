# Breaks: "call every hook with the event" (once per listing) and "report ... once, at once".
# A hook raising sqlite3.OperationalError ("database is locked") is called a second time before
# anything is reported; a hook that fails once and then succeeds is called twice and not counted
# (expected: called once, reported, returns 1).
import sqlite3


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            try:
                hook(event)
            except sqlite3.OperationalError:
                hook(event)  # SQLite's "database is locked" clears on a retry
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
