# Breaks: "For each hook that raised, in order, report(hook, exception) is called once" (report
# is for the hooks that raised, with the hook as listed). After the loop it also reports the
# run as a whole: with two failing hooks, report gets a third call,
# report(run_observers, ExceptionGroup(...)), naming a hook that is not in the list.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    errors = []
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            errors.append(exc)
            report(hook, exc)
    if len(errors) > 1:  # several observers broke at once: say so in one place too
        report(run_observers, ExceptionGroup(f"{len(errors)} observers failed", errors))
    return len(errors)
