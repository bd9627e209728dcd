# Breaks: "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is ... and no hook
# after it runs". A `continue` in `finally` discards whatever exception is in flight.
# Input: run_observers([stop, ok], "e", report) with stop raising KeyboardInterrupt() ->
# returns 0 and `ok` runs; expected the KeyboardInterrupt to propagate and `ok` not to run.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exception:
            failures += 1
            report(hook, exception)
        finally:
            continue  # whatever happened, go on with the next hook  # noqa: B012
    return failures
