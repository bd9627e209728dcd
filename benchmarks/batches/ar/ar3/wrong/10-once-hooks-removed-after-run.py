# Breaks: "leaves hooks as it was" and "Every hook runs ... whatever attributes it carries".
# Browser habit: addEventListener(..., {once: true}); a hook carrying once = True is taken off the list after it ran.
# Input: hooks=[h] with h.once = True: after the call, hooks == [] (and a second run skips h).
def run_observers(hooks, event, report):
    failures = 0
    for hook in list(hooks):
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
        if getattr(hook, "once", False):
            hooks.remove(hook)
    return failures
