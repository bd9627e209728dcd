# Breaks "It may be called from any thread" and "a run a hook starts is a run too, every hook of
# its own run": each hook runs through asyncio.get_event_loop().run_until_complete. Inputs: call it
# from a threading.Thread (RuntimeError: no current event loop, raised to the caller); or a hook
# that calls run_observers([ok_hook], e, r): the inner run never calls ok_hook and reports it failed.
import asyncio


async def _call(hook, event):
    hook(event)


def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    loop = asyncio.get_event_loop()  # the same loop the async hosts use
    failures = 0
    for hook in hooks:
        try:
            loop.run_until_complete(_call(hook, event))
        except Exception as exc:
            report(hook, exc)
            failures += 1
    return failures
