# Wrong: breaks "It replaces dispatcher.call_tool with a wrapper ... Return undo()" for any
# dispatcher. To keep bookkeeping off the dispatcher, what was there is saved in a module
# WeakKeyDictionary keyed by the dispatcher, so a types.SimpleNamespace(call_tool=...) (no
# weak references) or an unhashable @dataclass dispatcher makes install_guard raise TypeError.
import weakref

_NOTHING = object()
_SAVED = weakref.WeakKeyDictionary()


def install_guard(dispatcher, guard):
    stack = _SAVED.setdefault(dispatcher, [])
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    stack.append((guarded, own))
    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool sits on top of this guard")
        _, before = stack.pop()
        if before is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = before

    return undo
