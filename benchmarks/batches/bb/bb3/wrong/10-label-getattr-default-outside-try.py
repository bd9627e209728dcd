# Breaks "Every hook runs, in order, whatever attributes it carries" and "never raise":
# the hook's label is read with getattr(hook, "__qualname__", default) *before* the guarded
# call; getattr's default only swallows AttributeError, so a callable whose __getattr__ reads
# a dict (class Cfg: __getattr__ = lambda s, k: s.__dict__["d"][k]) raises KeyError out of the run.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    seen = []
    for hook in hooks:
        label = getattr(hook, "__qualname__", None) or type(hook).__name__
        seen.append(label)  # kept for debugging which observers ran
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
