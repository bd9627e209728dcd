# Breaks "It may be called from any thread" with "a KeyboardInterrupt ... propagates as it is,
# unreported": off the main thread a KeyboardInterrupt is taken for a hook's bug (signals only
# reach the main thread) and counted. Run in threading.Thread: hooks=[raise KeyboardInterrupt] -> 1.
import threading


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    on_main = threading.current_thread() is threading.main_thread()
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
        except KeyboardInterrupt as exc:
            if on_main:
                raise
            failures += 1
            report(hook, exc)
    return failures
