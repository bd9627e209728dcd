# Breaks "A guard, any callable (a falsy object, an unhashable one, a class or a
# `functools.partial` too ...)": the wrapper is named after guard.__name__ for tracebacks,
# which a partial (or a callable instance) does not have. Input: install_guard(dispatcher,
# functools.partial(lambda limit, block: None, 50)) -> AttributeError at install.
_MISSING = object()


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    guarded.__name__ = guarded.__qualname__ = f"guarded_by_{guard.__name__}"
    dispatcher.call_tool = guarded

    def undo():
        if getattr(dispatcher, "call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
