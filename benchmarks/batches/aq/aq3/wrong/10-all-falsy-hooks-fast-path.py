# Breaks: "Every entry of `hooks` is a plain (not async) callable, ..., a falsy one too, ...: call it".
# Input: hooks = [Falsy()], where `class Falsy: __bool__ = lambda self: False; def __call__(self, e): raise
# ValueError("x")`: the `not any(hooks)` fast path (meant for a list of empty slots) returns 0 without
# calling it; the text wants 1 and one report. (A falsy hook among truthy ones is run, so only an all-falsy list shows it.)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    if not any(hooks):  # nothing registered (or only empty slots): nothing to do
        return 0
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
