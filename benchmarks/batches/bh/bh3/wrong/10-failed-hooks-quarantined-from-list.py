# Wrong: breaks "...and leaves `hooks` as it was": a hook that raised is removed from the
# caller's list so "a broken sink is not retried". Input: hooks = [ok, bad] with bad raising
# ValueError -> returns 1 and reports correctly, but afterwards hooks == [ok] (and with two
# equal-but-distinct hooks, list.remove drops the first `==` one, not the failing one).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in list(hooks):
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
            hooks.remove(hook)  # quarantine the broken observer
    return failed
