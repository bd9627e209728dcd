# Wrong: breaks "install_guard and undo() change call_tool only (no bookkeeping attribute on
# the dispatcher itself): other attributes stay as they are". A counter is kept on the
# dispatcher's class, so dispatcher._guard_installs appears after install_guard, and a
# types.SimpleNamespace(call_tool=...) dispatcher makes install_guard raise TypeError.

_NOTHING = object()


def install_guard(dispatcher, guard):
    cls = type(dispatcher)
    if "_guard_installs" not in cls.__dict__:
        cls._guard_installs = 0  # on the class, "not on the dispatcher itself"
    own = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded
    cls._guard_installs += 1

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool sits on top of this guard")
        if own is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own
        cls._guard_installs -= 1

    return undo
