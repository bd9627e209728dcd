# Wrong: breaks "Every entry of hooks is a plain callable ... call it" and "nothing else is raised":
# a debug log line evaluates vars(hook) eagerly, which raises TypeError for a callable without
# __dict__. Input: run_observers([[].append], "end", r) (notebook 08 registers outcomes.append)
# raises TypeError: vars() argument must have __dict__ attribute; expected 0.
import logging

log = logging.getLogger("observers")


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        log.debug("running observer %r with settings %s", hook, vars(hook))
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
