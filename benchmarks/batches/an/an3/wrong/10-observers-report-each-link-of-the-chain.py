# Breaks "For each hook that raised ... `report(hook, exception)` is called once ... with the
# exception object it raised": every link of the exception's chain is reported too. Input:
# a hook doing `try: {}["k"] except KeyError as e: raise RuntimeError("x") from e`: report
# is called twice (RuntimeError, then KeyError); expected once with the RuntimeError.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            link, seen = exc, set()
            while link is not None and id(link) not in seen:  # the whole story, root cause too
                seen.add(id(link))
                report(hook, link)
                link = link.__cause__ or link.__context__
    return failures
