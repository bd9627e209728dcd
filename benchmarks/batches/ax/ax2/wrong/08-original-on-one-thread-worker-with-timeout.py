# Breaks: "The guard or the original may call `dispatcher.call_tool` again from inside (a sub-call)
# ... answered before the outer one goes on". Each install runs the original on its own one-thread
# worker with a 5 s limit, so a sub-call from inside the original queues behind it: TimeoutError after
# 5 s. Input: an own original that, for block {"id": "outer"}, calls dispatcher.call_tool({"id": "inner"}).
from concurrent.futures import ThreadPoolExecutor

TOOL_TIMEOUT_S = 5.0


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in dispatcher.__dict__
    own = dispatcher.__dict__.get("call_tool")
    original = dispatcher.call_tool
    tools = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tool")  # this install's worker

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return tools.submit(original, block).result(timeout=TOOL_TIMEOUT_S)  # no hung tools

    dispatcher.call_tool = wrapper

    def undo():
        if dispatcher.__dict__.get("call_tool") is not wrapper:
            raise RuntimeError("cannot undo: a newer call_tool sits on the dispatcher; undo it first")
        if had_own:
            dispatcher.call_tool = own
        else:
            del dispatcher.call_tool

    return undo
