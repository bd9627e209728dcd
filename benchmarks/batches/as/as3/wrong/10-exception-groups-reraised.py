# Wrong: breaks "the exception object it raised (an ExceptionGroup too: one failure)" and "nothing
# else is raised": it re-raises an ExceptionGroup for the caller instead of reporting it.
# Input: run_observers([lambda e: (_ for _ in ()).throw(ExceptionGroup("x", [ValueError()]))], "end", r)
# raises ExceptionGroup; expected 1 and report(hook, <that group>).
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except ExceptionGroup:
            raise  # several things failed at once: let the caller see all of them
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
