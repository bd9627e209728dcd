# Breaks "Every hook runs, in order, whatever attributes it carries (a `priority`, ...)": hooks are
# run highest `priority` first (a stable sort, so hooks without the attribute keep their order).
# Input: a.priority = 1, b.priority = 5, hooks=[a, b] -> b runs before a (and reports come b, a).


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    ordered = sorted(hooks, key=lambda hook: getattr(hook, "priority", 0), reverse=True)
    failed = 0
    for hook in ordered:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
