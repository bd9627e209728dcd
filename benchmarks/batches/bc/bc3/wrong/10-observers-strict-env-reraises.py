# Breaks "never raise" ("Only an Exception is caught and counted ... nothing else is raised"):
# with TOOLHOOKS_STRICT set in the environment (a developer's strict mode), a failing hook is
# reported and then re-raised. Input: os.environ["TOOLHOOKS_STRICT"] = "1", hooks = [boom]
# -> the ValueError escapes instead of 1 being returned.
import os


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
            if os.environ.get("TOOLHOOKS_STRICT"):
                raise
    return failed
