# Breaks "Each hook gets event itself, as its one argument, not a copy": text events are
# normalised with str(event); for a str subclass event (class Tagged(str): pass; Tagged("x"))
# str() returns a new plain str, so a hook checking `e is event` sees another object.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    if isinstance(event, str):
        event = str(event)
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
