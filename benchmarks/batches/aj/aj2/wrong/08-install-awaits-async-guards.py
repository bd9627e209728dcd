# Breaks "returns `guard(block)` as it is whenever that is not `None`": a coroutine returned by an
# async guard is run to completion and its own result used, so an async guard answering None lets
# the tool run. Input: async def guard(block): return None -> d.call_tool(block) runs the original;
# the text wants the coroutine object itself returned (the tool never runs).
import asyncio
import inspect


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if inspect.iscoroutine(verdict):  # async def guards work too
            verdict = asyncio.run(verdict)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
