# Breaks: "`undo()` puts back exactly what was there (... it deletes the instance attribute when there was none)":
# "own" is decided by comparing getattr_static with the entry in type(dispatcher).__dict__, which misses a
# method the class inherits. Input: class Desk(Dispatcher): pass; d = Desk(); undo = install_guard(d, lambda b:
# None); undo() leaves "call_tool" in vars(d) (a bound method set on the instance).
import inspect


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    class_entry = type(dispatcher).__dict__.get("call_tool")
    had_own = inspect.getattr_static(dispatcher, "call_tool") is not class_entry
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: call_tool is not this guard's wrapper any more")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
