# Right: every hook is called once, in list order, with `event` itself; an Exception is reported
# at once as (the listed hook object, the raised object) and counted in a local int, so nested
# runs count only their own; BaseExceptions are not caught and leave unchanged; `hooks` and
# `report` are only read.
def run_observers(hooks, event, report):
    failed = 0
    position = 0
    while position < len(hooks):
        hook = hooks[position]
        position += 1
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            failed += 1
    return failed
