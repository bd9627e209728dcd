# Breaks: "Every hook runs, in order", "report(hook, exception) is called once, at once
# (before the next hook runs)" and "a KeyboardInterrupt ... propagates ... and no hook after it
# runs". Input: hooks=[raise KeyboardInterrupt, recorder]: the recorder still runs (it was
# already submitted to the pool); with two failing hooks, the second runs before report(first).
from concurrent.futures import ThreadPoolExecutor


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    if not hooks:
        return 0
    with ThreadPoolExecutor(max_workers=min(8, len(hooks))) as pool:  # observers are independent
        futures = [pool.submit(hook, event) for hook in hooks]
    failed = 0
    for hook, future in zip(hooks, futures):
        error = future.exception()
        if error is None:
            continue
        if not isinstance(error, Exception):
            raise error
        failed += 1
        report(hook, error)
    return failed
