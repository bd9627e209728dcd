# Wrong: breaks "Returns: how many hooks raised" and "A hook listed twice is called twice"
# (one call per listing): a failing hook is retried once and counts only if the retry fails
# too. Input: a hook that raises OSError on its first call only -> returns 0 and nothing is
# reported (the text wants 1); an always-failing hook is called twice per run.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception:
            try:
                hook(event)  # transient? give it one more chance
            except Exception as exc:
                failed += 1
                report(hook, exc)
    return failed
