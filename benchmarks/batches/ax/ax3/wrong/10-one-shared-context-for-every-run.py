# Breaks "a run a hook starts is a run too, every hook of its own run": hooks run inside one
# contextvars.Context copied at import; a nested run cannot enter it again. Input: a hook that
# calls run_observers([inner], e, r) -- inner never runs, the nested run reports it with
# RuntimeError("cannot enter context ...") and returns 1 instead of 0.
import contextvars

_ISOLATED = contextvars.copy_context()  # hooks cannot leak context variables into the caller


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            _ISOLATED.run(hook, event)
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
