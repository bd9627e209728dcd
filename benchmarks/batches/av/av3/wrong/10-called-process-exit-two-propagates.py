# Breaks: "Every `Exception` counts ... Only an `Exception` is caught and counted: a
# KeyboardInterrupt, SystemExit or GeneratorExit propagates ... nothing else is raised."
# Claude Code's "exit code 2 is a blocking error" applied here: a hook whose command exits 2 escapes.
# Input: h raising subprocess.CalledProcessError(2, ["notify"]) -> raises, expected 1 and a report.
import subprocess


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except subprocess.CalledProcessError as exception:
            if exception.returncode == 2:  # exit 2 means "block" for a command hook
                raise
            failures += 1
            report(hook, exception)
        except Exception as exception:
            failures += 1
            report(hook, exception)
    return failures
