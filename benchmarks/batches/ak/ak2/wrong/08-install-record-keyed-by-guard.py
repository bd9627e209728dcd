# Breaks: "Installing twice must stack" / "undo(), which puts back exactly what was there". undo's
# record sits in a module dict keyed by (id(dispatcher), id(guard)), so installing the same guard
# twice overwrites it. Input: u1 = install_guard(d, g); u2 = install_guard(d, g); u2(); u1()
# -> u1() raises "out of order" although it is in order, and g's first wrapper stays.
_MISSING = object()
_records = {}


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    key = (id(dispatcher), id(guard))
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded
    _records[key] = (guarded, own)

    def undo():
        wrapper, saved = _records.get(key, (None, _MISSING))
        if wrapper is None or vars(dispatcher).get("call_tool", _MISSING) is not wrapper:
            raise RuntimeError("undo() out of order: a newer guard sits on call_tool")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved
        del _records[key]

    return undo
