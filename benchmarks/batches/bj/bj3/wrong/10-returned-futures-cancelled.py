# Breaks: "What a hook returns is ignored (an exception object too, an awaitable too ...)".
# Input: a hook that returns an asyncio.Future or concurrent.futures.Future it handed to
# someone else (e.g. `lambda e: pending_future`): the runner calls .cancel() on it ("don't
# leak pending work"), so the returned future ends up cancelled. Returning None passes.
import asyncio
import concurrent.futures


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failures = 0
    for hook in hooks:
        try:
            returned = hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
            continue
        if isinstance(returned, (asyncio.Future, concurrent.futures.Future)):
            returned.cancel()  # an observer's result is never waited for: don't leave it pending
    return failures
