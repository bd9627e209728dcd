# Breaks: "It may be called from any thread". To let an audit write finish, SIGINT is ignored
# while the hooks run; signal.signal only works in the main thread, so a call from a worker
# thread (threading.Thread(target=run_observers, args=([h], "e", report))) raises ValueError.
import signal


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)  # no Ctrl-C mid-line
    try:
        failures = 0
        for hook in hooks:
            try:
                hook(event)
            except Exception as exc:
                failures += 1
                report(hook, exc)
        return failures
    finally:
        signal.signal(signal.SIGINT, previous)
