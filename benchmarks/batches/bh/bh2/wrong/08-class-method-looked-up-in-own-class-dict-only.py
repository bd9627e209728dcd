# Breaks: "The dispatcher is any object whose call_tool can be set" / "the saved original (... the
# class's method bound to this very dispatcher ...)". With no instance attribute, the original is
# read from type(dispatcher).__dict__ only, so a host's subclass that inherits call_tool,
# `class HostDispatcher(Dispatcher): pass`, makes install_guard raise KeyError('call_tool').
_NOTHING = object()


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    if previous is not _NOTHING:
        original = previous
    else:  # the class's own function, bound to this very dispatcher
        original = type(dispatcher).__dict__["call_tool"].__get__(dispatcher, type(dispatcher))

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo out of order: a newer call_tool is installed; undo that first")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
