# Breaks "Every entry of hooks is a plain ... callable ... call it" and "nothing else is raised".
# Input: hooks=[operator.itemgetter("status")], event "end" (it raises TypeError): after the report,
# recording the failure in a WeakKeyDictionary raises TypeError "cannot create weak reference to
# 'operator.itemgetter' object" out of run_observers (so does a __slots__ or unhashable callable).
import weakref

FAILURES_BY_HOOK = weakref.WeakKeyDictionary()  # for diagnostics; dead hooks drop out by themselves


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
            FAILURES_BY_HOOK[hook] = FAILURES_BY_HOOK.get(hook, 0) + 1
    return failures
