# Breaks: "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is ... and no hook
# after it runs". Here Ctrl-C stops the loop but is swallowed: the count is returned instead.
# Input: run_observers([h], "e", report) with h raising KeyboardInterrupt() -> returns 0,
# expected the KeyboardInterrupt to propagate.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exception:
            failures += 1
            report(hook, exception)
        except KeyboardInterrupt:
            break  # the person pressed Ctrl-C: run no more hooks
    return failures
