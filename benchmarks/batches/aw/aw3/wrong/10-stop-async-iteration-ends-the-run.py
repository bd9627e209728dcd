# Breaks: "Every hook runs, in order" and "Every `Exception` counts" (StopAsyncIteration is an Exception).
# Borrowing the async-iterator protocol, a hook raising StopAsyncIteration is read as "stop
# emitting": hooks=[raise StopAsyncIteration(), h2] never calls h2, reports nothing, returns 0
# (expected: h2 runs, one report, returns 1).
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except StopAsyncIteration:
            break  # the observer stream says it is done
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
