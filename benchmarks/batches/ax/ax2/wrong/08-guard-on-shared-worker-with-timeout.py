# Breaks: "The guard or the original may call `dispatcher.call_tool` again from inside (a sub-call)
# ... answered before the outer one goes on". Guards run on one shared worker thread with a 5 s limit,
# so a sub-call from inside the guard queues behind it and a TimeoutError comes out after 5 s.
# Input: a guard that, for block {"id": "outer"}, calls dispatcher.call_tool({"id": "inner"}), returns None.
from concurrent.futures import ThreadPoolExecutor

GUARD_TIMEOUT_S = 5.0
_GUARDS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="guard")  # isolate policy code


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    missing = object()
    previous = vars(dispatcher).get("call_tool", missing)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = _GUARDS.submit(guard, block).result(timeout=GUARD_TIMEOUT_S)  # a hung guard fails closed
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", missing) is not wrapper:
            raise RuntimeError("cannot undo: dispatcher.call_tool was replaced after this guard; undo that first")
        if previous is missing:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
