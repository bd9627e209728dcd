# Breaks "Every Exception counts, of any built-in kind": a ReferenceError is taken for an
# observer held through weakref.proxy whose owner is gone, and skipped silently. Input: a hook
# that raises ReferenceError("weakly-referenced object no longer exists") is neither reported
# nor counted (returns 0, report never called).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except ReferenceError:
            continue  # a weakref.proxy observer whose owner was collected: nothing to run
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
