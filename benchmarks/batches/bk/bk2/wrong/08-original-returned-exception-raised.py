# Wrong: when the guard returns None, call_tool returns "what the saved original returns (...),
# whatever it is". A result that is an exception instance is raised instead ("tools that return their
# error"): an original returning ValueError("bad input") as a value makes dispatcher.call_tool(block)
# raise it. Ordinary results (dicts, strings, None) come back as they are.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        if isinstance(result, BaseException):
            raise result
        return result

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newer one first")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
