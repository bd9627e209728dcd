# Breaks: the original is "run once per call (a block, or its id, seen before too)".
# Idempotency-key habit: results are kept by block id so a resent call never runs twice:
# calling dispatcher.call_tool(block) twice with the same block runs the tool only once.
_ABSENT = object()


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool
    answered = {}

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        key = block.get("id") if isinstance(block, dict) else None
        if isinstance(key, str) and key in answered:
            return answered[key]
        result = original(block)
        if isinstance(key, str):
            answered[key] = result
        return result

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this wrapper")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
