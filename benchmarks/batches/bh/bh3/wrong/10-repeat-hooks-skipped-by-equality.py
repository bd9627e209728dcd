# Wrong: breaks "A hook listed twice is called twice" (and every hook runs): hooks already run
# in this round are skipped, found with `in` on a list (so by ==). Input: hooks = [h, g, h]
# with h raising ValueError -> h runs once, returns 1 (the text wants h called twice and 2);
# two distinct hook objects that compare equal also run once.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    done = []
    failed = 0
    for hook in hooks:
        if hook in done:  # registered twice by mistake
            continue
        done.append(hook)
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
