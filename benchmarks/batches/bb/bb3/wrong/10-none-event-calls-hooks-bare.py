# Breaks "Each hook gets event itself, as its one argument": an event of None is taken as
# "no event" (a Stop with nothing to say) and hooks are called with no argument.
# event=None, hooks=[lambda e: seen.append(e)] -> TypeError counted as a failure, e never seen.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            if event is None:
                hook()
            else:
                hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
