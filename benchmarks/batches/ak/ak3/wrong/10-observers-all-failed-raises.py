# Breaks: "When one raises, call report(hook, exception) and go on with the next; never raise."
# When every hook of a non-empty list failed, it raises ("the whole stage is down, say so").
# Input: hooks = [one hook raising ValueError("x")]: expected 1 (after one report); this
# reports, then raises RuntimeError. With one good hook beside it, it returns 1 as expected.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    if hooks and failures == len(hooks):
        raise RuntimeError(f"all {failures} observers failed")
    return failures
