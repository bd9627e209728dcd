# Breaks: "It may be called from any thread" with "For each hook that raised ...
# report(hook, exception) is called once". Treats report as not thread-safe and only logs from
# other threads: run from a threading.Thread, a failing hook is counted but report is never
# called.
import logging
import threading

log = logging.getLogger(__name__)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    on_main = threading.current_thread() is threading.main_thread()
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            if on_main:
                report(hook, exc)
            else:  # the error channel may not be thread-safe: log instead
                log.warning("observer %r failed: %r", hook, exc)
    return failures
