# Wrong: "It may be called from any thread" and "nothing else is raised". To be sure Ctrl-C
# raises KeyboardInterrupt during the run, it installs the default SIGINT handler for the
# run; signal.signal only works in the main thread, so called from a threading.Thread (even
# with hooks=[]) it raises ValueError.
import signal


def run_observers(hooks, event, report):
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        failed = 0
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                failed += 1
                report(hook, exc)
        return failed
    finally:
        signal.signal(signal.SIGINT, previous)
