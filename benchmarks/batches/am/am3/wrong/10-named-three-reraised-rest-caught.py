# Breaks: "Only an Exception is caught and counted". The answer re-raises exactly the three
# names the text lists and catches every other BaseException: a hook raising
# asyncio.CancelledError() (a BaseException, not an Exception) is reported and counted (returns
# 1) instead of propagating.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except (KeyboardInterrupt, SystemExit, GeneratorExit):
            raise
        except BaseException as exc:
            failures += 1
            report(hook, exc)
    return failures
