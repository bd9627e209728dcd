# Breaks: "never raise" with "its message may be empty": the log line reads exc.args[0].
# Input: hooks=[h] with `def h(event): raise ValueError()` (no message): exc.args is (),
# so IndexError escapes run_observers instead of it returning 1.
import logging

log = logging.getLogger("observers")


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            log.debug("observer failed: %s", exc.args[0])
            report(hook, exc)
    return failed
