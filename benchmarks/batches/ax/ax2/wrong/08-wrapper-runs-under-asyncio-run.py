# Breaks: "The guard or the original may call `dispatcher.call_tool` again from inside (a sub-call)
# ... a call like any other": the guard always runs under asyncio.run (to await async guards), so a
# sub-call from inside it raises RuntimeError("asyncio.run() cannot be called from a running event loop").
# Input: a guard that, for block {"id": "outer"}, calls dispatcher.call_tool({"id": "inner"}), returns None.
import asyncio
import inspect


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    async def ask(block):
        verdict = guard(block)
        if inspect.isawaitable(verdict):  # async guards are welcome too
            verdict = await verdict
        return verdict

    def wrapper(block):
        verdict = asyncio.run(ask(block))
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapper:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper; "
                               "undo the newer installation first.")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
