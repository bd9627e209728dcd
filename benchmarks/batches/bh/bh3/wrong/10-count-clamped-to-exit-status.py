# Wrong: breaks "Returns: an int, how many hooks raised" (with "any number of hooks"): the
# count is clamped to 255 so it can double as a process exit status. Input: 300 hooks that
# all raise RuntimeError -> returns 255, the text wants 300 (all 300 are still reported).
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return min(failed, 255)  # usable as `sys.exit(run_observers(...))`
