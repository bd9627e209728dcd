# Wrong: "Every Exception counts ... nothing else is raised". It lets both CancelledErrors
# through as "cancellation, not failure"; concurrent.futures.CancelledError is an Exception
# (unlike asyncio's): a hook raising concurrent.futures.CancelledError() escapes, unreported,
# and the hooks after it do not run.
import asyncio
import concurrent.futures


def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except (asyncio.CancelledError, concurrent.futures.CancelledError):
            raise  # a cancelled observer was told to stop; it did not fail
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
