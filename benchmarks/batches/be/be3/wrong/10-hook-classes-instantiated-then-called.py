# Wrong: breaks "a class too: call it, hook(event)": a class in hooks is first
# instantiated with no argument, then the instance is called with the event. Input:
# class Seen: def __init__(self, event): pass, hooks [Seen], event "e": the text
# expects Seen("e") (0 failures); this calls Seen() -> TypeError -> 1 failure reported.
import inspect


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            target = hook() if inspect.isclass(hook) else hook  # hook classes: make one
            target(event)
        except Exception as error:
            report(hook, error)
            failed += 1
    return failed
