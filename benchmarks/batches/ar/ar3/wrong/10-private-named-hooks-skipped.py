# Breaks: "call every hook with the event" / "Every hook runs ... whatever attributes it carries".
# Collection habit (pytest, plugin loaders): a callable whose name starts with "_" is a helper, not a hook.
# Input: hooks=[_flush] where def _flush(e): seen.append(e): _flush never runs.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        if str(getattr(hook, "__name__", "")).startswith("_"):
            continue
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
