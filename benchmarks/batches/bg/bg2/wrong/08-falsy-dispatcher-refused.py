# Breaks "The dispatcher is any object whose `call_tool` can be set ... and has a
# `__dict__`": a defensive `if not dispatcher` refuses a dispatcher that is falsy, such as
# one whose __len__ counts its tools and has none. Input: an instance of
# `class Empty: __len__ = lambda self: 0; def call_tool(self, block): return {"ok": 1}`
# -> TypeError at install.
_MISSING = object()


def install_guard(dispatcher, guard):
    if not dispatcher:
        raise TypeError("install_guard needs a dispatcher, got nothing")
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if getattr(dispatcher, "call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
