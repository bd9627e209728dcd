# Wrong: breaks "Every hook runs ... whatever attributes it carries" and "call it, hook(event)":
# it calls inspect.unwrap(hook), i.e. what a functools.wraps decorator wrapped, not the listed hook.
# Input: base = lambda e: None; hook = functools.wraps(base)(lambda e: 1 / 0);
# run_observers([hook], "end", r) returns 0 and never reports; expected 1 (ZeroDivisionError).
import inspect


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        target = inspect.unwrap(hook)  # skip decorator layers: call the observer itself
        try:
            target(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
