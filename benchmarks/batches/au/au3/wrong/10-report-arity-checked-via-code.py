# Breaks "(report too: any callable, a bound method or a falsy object too)" and "nothing else is raised":
# report is validated up front by its code object's argument count. Input: report = Recorder().record
# (def record(self, hook, exc)) -> co_argcount is 3, so run_observers raises TypeError before any hook runs
# (a callable object without __code__ raises AttributeError).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    if report.__code__.co_argcount != 2:
        raise TypeError("report must take exactly (hook, exception)")
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as error:
            failures += 1
            report(hook, error)
    return failures
