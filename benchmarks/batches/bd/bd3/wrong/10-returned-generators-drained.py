# Breaks "What a hook returns is ignored (... a generator too: never run)": a hook written as
# a generator function (def h(e): seen.append(e); yield) has its returned generator run to
# the end, so seen becomes ["e"] (and an error raised inside it is counted as a failure).
import inspect


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if inspect.isgenerator(returned):  # finish "fixture-style" observers
                for _ in returned:
                    pass
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
