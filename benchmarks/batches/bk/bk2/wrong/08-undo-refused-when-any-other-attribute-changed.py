# Wrong: "undo() puts back exactly what was there"; it may refuse only when call_tool is no longer its
# own wrapper. This undo also refuses ("someone tampered with the dispatcher") when any other instance
# attribute was rebound since install: ns = SimpleNamespace(call_tool=f, calls=0); undo =
# install_guard(ns, g); ns.calls = 1; undo() raises and leaves the guard installed.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    before = dict(vars(dispatcher))
    saved = before.get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        now = vars(dispatcher)
        if now.get("call_tool", _MISSING) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newer one first")
        changed = [k for k, v in now.items() if k != "call_tool" and before.get(k, _MISSING) is not v]
        if changed:
            raise RuntimeError(f"dispatcher changed since install_guard ({', '.join(changed)}); not undoing")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
