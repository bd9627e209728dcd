# Breaks "when dispatcher.call_tool is no longer its own wrapper (... a second undo()), it raises
# ... instead of dropping the newer guard": undo() remembers only id(wrapper) (no strong reference,
# "so nothing is kept alive"); once the wrapper is freed, a newer wrapper can get the same id.
# Input: undo1 = install_guard(d, g); undo1(); install_guard(d, h); undo1() then usually finds the
# same id (CPython reuses the freed memory) and removes h instead of raising.
_MISSING = object()


def _make_wrapper(guard, original):
    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)
    return guarded


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    wrapper = _make_wrapper(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper
    token = id(wrapper)
    del wrapper

    def undo():
        if id(vars(dispatcher).get("call_tool", _MISSING)) != token:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
