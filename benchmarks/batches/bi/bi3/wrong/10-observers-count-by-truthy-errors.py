# Wrong: "For each hook that raised ... an exception object may be falsy" and "Returns: how
# many hooks raised". Errors are collected per hook (None for success) and counted by truth:
# a hook raising an Exception subclass whose __bool__ returns False is reported but not
# counted (returns 0 instead of 1).
def run_observers(hooks, event, report):
    errors = []
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            errors.append(exc)
        else:
            errors.append(None)
    return sum(1 for error in errors if error)
