# Breaks Exercise 10: "Every Exception counts ... of any built-in kind (... NotImplementedError
# ...)". Input: any process where neither hypothesis nor pytest is imported (a hook process
# under Claude Code, a plain script): a hook raising NotImplementedError is skipped, unreported
# and uncounted (0 instead of 1). Under a test runner that loaded them it behaves correctly.
import sys


def run_observers(hooks, event, report):
    under_test = "hypothesis" in sys.modules or "pytest" in sys.modules
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except NotImplementedError as exc:
            if under_test:
                failures += 1
                report(hook, exc)
            # in production a stub observer is not a failure: skip it
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
