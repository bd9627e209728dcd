# Breaks Exercise 10: report(hook, exception) gets "the hook object as listed (a bound method
# itself, not its __self__, nor another hook `==` to it)". Input: obj with a raising method m,
# hooks = [obj.m, obj.m] (two distinct bound-method objects, equal by ==): the second failure
# is reported with hooks[0], because list.index returns the first entry == to it.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            position = hooks.index(hook)  # where the failing hook sits, for the report
            report(hooks[position], exc)
    return failures
