# Right: walks `hooks` by index without copying or changing it, calls hooks[i](event) once
# per entry (duplicates too), ignores what it returns (try/else), and on an Exception calls
# report(hooks[i], exc) before moving on; no shared state, so nested runs and other threads
# count apart. Anything that is not an Exception propagates untouched.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        try:
            hook(event)
        except Exception as raised:
            failed += 1
            report(hook, raised)
        else:
            continue
    return failed
