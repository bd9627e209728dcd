# Right: one pass over `hooks` in order, each hook called as hook(event); `except Exception`
# catches every Exception (ExceptionGroup, Warning, StopIteration, MemoryError... as one each)
# and lets KeyboardInterrupt/SystemExit/GeneratorExit and any BaseExceptionGroup pass untouched;
# report(hook, exc) runs at once, the count is local (nested runs count their own), hooks untouched.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
