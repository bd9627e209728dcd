# Wrong: breaks "Every hook runs, in order" and "A hook listed twice is called twice": it skips a
# hook whose __qualname__ was already seen, so distinct hooks sharing a name run once.
# Input: run_observers([lambda e: None, lambda e: 1 / 0], "end", r) returns 0 and never reports
# (both are '<lambda>'); expected 1.
def run_observers(hooks, event, report):
    failed = 0
    seen = set()
    for hook in hooks:
        name = getattr(hook, "__qualname__", None) or repr(hook)
        if name in seen:  # an observer registered twice runs once
            continue
        seen.add(name)
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
