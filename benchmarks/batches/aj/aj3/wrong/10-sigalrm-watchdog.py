# Breaks: "It may be called from any thread" (Returns, ex. 10). The 30 s watchdog installs a SIGALRM
# handler, which Python allows only in the main thread: run_observers([ok_hook], "end", report) called
# inside threading.Thread(...) raises ValueError("signal only works in main thread ...") and runs no
# hook. From the main thread (and with hooks far faster than 30 s) it is right.
import signal

_BUDGET_S = 30


def _too_slow(signum, frame):
    raise TimeoutError(f"observer still running after {_BUDGET_S} s")


def run_observers(hooks, event, report):
    failures = 0
    previous = signal.signal(signal.SIGALRM, _too_slow)
    try:
        for hook in hooks:
            signal.alarm(_BUDGET_S)
            try:
                hook(event)
            except Exception as exc:
                failures += 1
                report(hook, exc)
            finally:
                signal.alarm(0)
    finally:
        signal.signal(signal.SIGALRM, previous)
    return failures
