# Wrong: breaks "Each hook gets `event` itself, as its one argument": a tuple event is
# spread over the hook's parameters (for "(outcome, context)" style events). Input: event =
# ("a", "b") with a hook `lambda e: seen.append(e)` -> the hook raises TypeError (2 args),
# counted as a failure; returns 1 where the text wants 0 and the hook to get the tuple.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    args = event if isinstance(event, tuple) else (event,)
    failed = 0
    for hook in hooks:
        try:
            hook(*args)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
