# Wrong: "when dispatcher.call_tool is no longer its own wrapper (...), it raises ... and changes
# nothing" for any dispatcher ("a types.SimpleNamespace too"). The order check runs only for
# toolhooks.Dispatcher objects; on a SimpleNamespace(call_tool=f), undo_1 = install_guard(ns, g1);
# install_guard(ns, g2); undo_1() silently puts f back and drops g2.
from toolhooks import Dispatcher

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        if isinstance(dispatcher, Dispatcher):  # only real dispatchers stack guards
            if vars(dispatcher).get("call_tool", _MISSING) is not wrapper:
                raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newer one first")
        if saved is _MISSING:
            vars(dispatcher).pop("call_tool", None)
        else:
            dispatcher.call_tool = saved

    return undo
