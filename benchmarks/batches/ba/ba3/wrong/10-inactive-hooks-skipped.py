# Breaks "Every hook runs, in order, whatever attributes it carries": a hook marked `active = False`
# is skipped (a plugin-registry habit). Input: def h(event): ...; h.active = False; hooks=[h]
# -> h is never called.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        if getattr(hook, "active", True) is False:
            continue
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
