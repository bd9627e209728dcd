# Breaks: "Every Exception counts, of any built-in kind" and "For each hook that raised ... report is
# called once". unittest.SkipTest is an Exception; the answer takes it (as test runners do) for a hook
# opting out, and neither counts nor reports it. Input: a hook doing `raise unittest.SkipTest("no
# sink configured")`: must return 1 and report it; returns 0.
import unittest


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except unittest.SkipTest:
            continue  # the hook chose not to run for this event
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
