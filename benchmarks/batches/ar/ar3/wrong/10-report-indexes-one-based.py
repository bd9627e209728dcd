# Breaks: "report(hook, exception) is called ... with the hook object as listed" and "nothing else is raised".
# The loop numbers hooks from 1 (for "hook 1 of 3" in logs) and then indexes the list with that number.
# Input: hooks=[bad, ok] with bad raising ValueError: report(ok, error) instead of report(bad, error);
# hooks=[ok, bad]: IndexError escapes.
def run_observers(hooks, event, report):
    failures = 0
    for number, hook in enumerate(hooks, start=1):
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hooks[number], exc)
    return failures
