# Breaks (Ex. 10, Returns): "Every hook runs, in order" and "What a hook returns is ignored".
# GTK/Tk signal-handler habit: a handler returning True has "handled" the event, so the rest
# are skipped. Input: hooks=[lambda e: True, audit] (audit appends to a list): audit never
# runs; expected: it runs once with the event.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            handled = hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
            continue
        if handled is True:  # the event was consumed: stop the emission here
            break
    return failures
