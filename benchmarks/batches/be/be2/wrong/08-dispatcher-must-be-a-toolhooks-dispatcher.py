# Wrong: breaks "The dispatcher is any object whose `call_tool` can be set (a
# `types.SimpleNamespace` too, ...)". Anything but a toolhooks Dispatcher is refused, so
# install_guard(SimpleNamespace(call_tool=tool), guard) raises TypeError instead of wrapping it.
from toolhooks import Dispatcher

_ABSENT = object()


def install_guard(dispatcher, guard):
    if not isinstance(dispatcher, Dispatcher):
        raise TypeError(f"install_guard needs a Dispatcher, got {type(dispatcher).__name__}")
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
