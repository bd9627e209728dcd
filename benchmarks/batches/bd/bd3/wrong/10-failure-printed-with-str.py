# Breaks "its str() may raise" with "never raise" / "nothing else is raised": each failure is
# printed with f"{exc}" first, so a hook raising an Exception whose __str__ raises
# (class Bad(Exception): def __str__(self): raise RuntimeError) makes the whole run raise,
# unreported, and the hooks after it never run.
import sys


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            name = getattr(hook, "__qualname__", type(hook).__name__)
            print(f"observer {name} failed: {type(exc).__name__}: {exc}", file=sys.stderr)
            failed += 1
            report(hook, exc)
    return failed
