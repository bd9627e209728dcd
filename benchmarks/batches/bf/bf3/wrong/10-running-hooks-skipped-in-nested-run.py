# Wrong: breaks "a run a hook starts is a run too, every hook of its own run". To stop runaway
# recursion it keeps a module-level set of the ids of hooks currently running and skips them;
# a hook A that, on its first call, runs run_observers([A], "inner", report) is not called the
# second time (A sees only "outer", not "outer" then "inner").
_running = set()


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        key = id(hook)
        if key in _running:
            continue  # already on the stack: calling it again would recurse
        _running.add(key)
        try:
            hook(event)
        except Exception as exc:  # noqa: BLE001
            failures += 1
            report(hook, exc)
        finally:
            _running.discard(key)
    return failures
