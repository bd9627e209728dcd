# Breaks "`undo()` puts back exactly what was there (... the instance's own object ...)": it guesses
# "the class's method" from inspect.ismethod, so an instance attribute that is itself a bound method
# is deleted on undo instead of put back. Input: d.call_tool = types.MethodType(fn, d); undo =
# install_guard(d, lambda b: None); undo() -> "call_tool" no longer in vars(d) (the class's shows).
import inspect


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    from_class = inspect.ismethod(original)  # a bound method comes from the class

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed on this dispatcher")
        if from_class:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = original

    return undo
