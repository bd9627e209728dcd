# Wrong: "report(hook, exception) is called ... with ... the exception object it raised".
# To keep report from altering the original (notes, traceback), it reports copy.copy(exc):
# for a hook that raises err = ValueError("x"), report receives an equal-looking ValueError
# that `is not err`.
import copy


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, copy.copy(exc))
    return failed
