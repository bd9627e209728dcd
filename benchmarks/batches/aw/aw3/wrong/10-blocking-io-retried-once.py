# Breaks: "call every hook with the event" (once per listing) and "report(hook, exception) is called once, at once".
# A hook whose non-blocking socket raises BlockingIOError (EAGAIN) is simply called again before
# anything is reported: a hook that raises BlockingIOError once and then succeeds is called twice
# and the run returns 0 (expected: one call, one report, returns 1).
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            try:
                hook(event)
            except BlockingIOError:
                hook(event)  # EAGAIN: the socket buffer was full, it drains at once
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
