# Breaks "A hook listed twice is called twice" as far as the count goes ("Return how many hooks failed"):
# failures are computed as len(hooks) minus a *set* of hooks that succeeded. Input: ok = lambda e: None;
# run_observers([ok, ok], "evt", report) returns 1 instead of 0 (and an unhashable hook that succeeds,
# e.g. a callable object with __eq__ and no __hash__, makes it raise TypeError).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    succeeded = set()
    for hook in hooks:
        try:
            hook(event)
        except Exception as error:
            report(hook, error)
        else:
            succeeded.add(hook)
    return len(hooks) - len(succeeded)
