# Breaks: "Each hook gets `event` itself, as its one argument, not a copy (nor what an earlier hook returned)".
# Written like a middleware pipeline: a hook that returns something other than None replaces the
# event for the hooks after it. hooks=[lambda e: "changed", seen.append] makes the second hook see
# "changed" instead of the event.
def run_observers(hooks, event, report):
    failures = 0
    current = event
    for hook in hooks:
        try:
            returned = hook(current)
        except Exception as exc:
            report(hook, exc)
            failures += 1
        else:
            if returned is not None:
                current = returned  # let a hook enrich the event for the next ones
    return failures
