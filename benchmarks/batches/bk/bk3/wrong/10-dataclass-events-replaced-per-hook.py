# Breaks Exercise 10: "Each hook gets event itself, as its one argument, not a copy".
# Input: event = a SessionEnd (or any dataclass instance, e.g. a ToolOutcome): every hook
# receives dataclasses.replace(event), equal to it but `is not` it. A plain-string event, as
# the notebook says the grader passes, is handed over as it is, so those runs look right.
import dataclasses


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        # a fresh copy per hook, so that no hook can hand a tampered event to the next
        if dataclasses.is_dataclass(event) and not isinstance(event, type):
            own = dataclasses.replace(event)
        else:
            own = event
        try:
            hook(own)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
