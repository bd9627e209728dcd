# Right for Exercise 10: each hook is called as hook(event) with the event itself, in list order,
# through a helper that catches only Exception and hands back the very object raised, wrapped in a
# 1-tuple (so a falsy exception still counts); report(hook, exc) runs at once, before the next hook.
# Any BaseException that is no Exception (and any BaseExceptionGroup holding one) is not caught and
# propagates as it is; no state outside the call, nothing added to the exception, hooks untouched.
def _attempt(hook, event):
    try:
        hook(event)
    except Exception as raised:
        return (raised,)
    return ()


def run_observers(hooks, event, report):
    failed = 0
    index = 0
    while index < len(hooks):
        hook = hooks[index]
        index += 1
        for raised in _attempt(hook, event):
            failed += 1
            report(hook, raised)
    return failed
