# Breaks: "What a hook returns is ignored (... an awaitable too: never awaited ...)".
# Input: inside a running event loop (the Agent SDK case), a hook `async def h(e): ...`-style
# callable that returns a coroutine: it is scheduled as a task, so its body runs (is awaited
# by the loop) as soon as the caller yields to the loop. Outside a loop it is left alone.
import asyncio
import inspect


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
        if inspect.iscoroutine(returned):
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                continue  # no loop: nothing can run it
            loop.create_task(returned)  # don't leave the SDK's async hooks unawaited
    return failures
