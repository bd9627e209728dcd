# Breaks "report(hook, exception) is called once, at once (before the next hook runs)" and "It
# may be called from any thread": off the main thread the reports are queued and sent after
# the loop. Input: from threading.Thread, hooks = [boom, lambda e: seen.append(len(reports))]
# with report appending to `reports` -> the second hook sees 0 reports, not 1.
import threading


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    on_main = threading.current_thread() is threading.main_thread()
    pending = []
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            if on_main:
                report(hook, exc)
            else:  # the reporter may not be thread-safe: report from one place, at the end
                pending.append((hook, exc))
    for hook, exc in pending:
        report(hook, exc)
    return failed
