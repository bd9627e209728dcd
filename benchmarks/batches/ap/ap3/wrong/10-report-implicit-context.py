# Breaks (Ex. 10, Returns): report gets "the exception object it raised".
# Input: a hook `def h(e):\n try: {}["k"]\n except KeyError: raise RuntimeError("sink down")`:
# this answer reports the KeyError the hook was handling (its implicit __context__), not the
# RuntimeError it raised. Count is right (1); explicit `raise ... from` chains are left alone.


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            # an error raised while handling another one: the first error is the real problem
            first = exc.__context__ if not exc.__suppress_context__ else None
            report(hook, first if first is not None else exc)
    return failures
