# Right: catches BaseException but re-raises anything that is not an Exception with a bare
# `raise` (the same object, nothing after it runs); each Exception is reported once, at once,
# with the listed hook and the raised object, and counted. The count is local, returned as int.
def run_observers(hooks, event, report):
    counted = [0]
    for hook in list(hooks):
        try:
            hook(event)
        except BaseException as exc:
            if not isinstance(exc, Exception):
                raise
            report(hook, exc)
            counted[0] += 1
    return counted[0]
