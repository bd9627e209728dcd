# Breaks: "a KeyboardInterrupt, SystemExit or GeneratorExit propagates as it is ... and no hook
# after it runs". Catches GeneratorExit with the Exception kinds ("a generator hook that was
# closed is just a broken hook"). Input: hooks = [raises GeneratorExit("closed"), ok_hook];
# expected GeneratorExit out of the call and ok_hook never called; this returns 1.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except (Exception, GeneratorExit) as exc:
            failures += 1
            report(hook, exc)
    return failures
