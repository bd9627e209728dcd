# Breaks: "What a hook returns is ignored". Input: a hook that returns an object with
# __enter__/__exit__ (a threading.Lock, a nullcontext, an open file): the runner enters and
# exits it ("a hook may hand back a scope to close"), so a returned Lock is acquired and
# released and a returned object's __enter__/__exit__ run. Returning None passes.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
            if hasattr(returned, "__enter__") and hasattr(returned, "__exit__"):
                with returned:  # close whatever scope the observer opened
                    pass
        except Exception as exc:
            failures += 1
            report(hook, exc)
    return failures
