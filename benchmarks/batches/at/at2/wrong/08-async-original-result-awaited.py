# Breaks "otherwise what the saved original returns ..., whatever it is": a coroutine
# returned by the original is run to completion with asyncio.run and its value returned, so an
# original `async def call_tool(block): return {...}` set on the instance gives the dict, not
# the coroutine object it returned. Any other result is returned as it is.
import asyncio

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        if asyncio.iscoroutine(result):  # async tools: wait for their answer
            result = asyncio.run(result)
        return result

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
