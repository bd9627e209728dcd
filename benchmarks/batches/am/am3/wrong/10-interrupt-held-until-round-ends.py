# Breaks: "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is ..., and no
# hook after it runs". Copies toolhooks.chain.run_observers' habit of finishing the round
# first: with hooks [raises KeyboardInterrupt, records], the second hook still runs before
# the interrupt is re-raised.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    interrupted = None
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
        except BaseException as exc:  # finish the round (the audit line), then stop
            if interrupted is None:
                interrupted = exc
    if interrupted is not None:
        raise interrupted
    return failures
