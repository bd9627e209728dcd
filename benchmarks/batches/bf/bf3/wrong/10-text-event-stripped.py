# Wrong: breaks "Each hook gets event itself, as its one argument, not a copy". A text event is
# "tidied" with event.strip() first, so for event = " end_turn\n" every hook receives the
# new string "end_turn" (not the object passed in). Events without edge whitespace are
# unchanged (str.strip returns the same object), so ordinary runs pass.
def run_observers(hooks, event, report):
    if isinstance(event, str):
        event = event.strip()
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:  # noqa: BLE001
            failures += 1
            report(hook, exc)
    return failures
