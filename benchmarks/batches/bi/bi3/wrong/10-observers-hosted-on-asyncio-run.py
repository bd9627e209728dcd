# Wrong: "a run a hook starts is a run too, on the very same hooks and report too: every hook
# of its own run". The hooks are called from a coroutine under asyncio.run; a hook that calls
# run_observers(hooks, event, report) itself gets RuntimeError ("asyncio.run() cannot be
# called from a running event loop"): the nested run runs no hook, and the outer counts it.
import asyncio


async def _run_all(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed


def run_observers(hooks, event, report):
    return asyncio.run(_run_all(hooks, event, report))
