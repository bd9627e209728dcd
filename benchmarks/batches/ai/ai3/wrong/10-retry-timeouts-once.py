# Breaks: "Every hook runs, in order" (once per listing: "A hook listed twice is called twice")
# and "For each hook that raised ... report ... is called once, at once". Input: hooks=[h] where
# h raises TimeoutError on its first call only -> h is called twice, nothing is reported and
# the answer returns 0 instead of 1.
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            try:
                hook(event)
            except (TimeoutError, ConnectionError):
                hook(event)  # a flaky metrics server usually answers the second time
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
