# Breaks: "report(hook, exception) is called ... with ... the exception object it raised".
# Input: hooks=[h], h raises err = ValueError("boom") -> report receives copy.copy(err), an equal-
# looking but different object (`reported is err` is False); the count (1) is right.
import copy


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, copy.copy(exc))  # report cannot tamper with the original
            failed += 1
    return failed
