# Breaks "`undo()` puts back exactly what was there (... the instance's own object ...)": the
# learner decides "no own attribute" when call_tool == the class's method bound to this
# dispatcher, so an instance attribute holding that bound method is deleted. Input:
# `d.call_tool = d.call_tool`; undo = install_guard(d, g); undo() leaves no "call_tool" in vars(d).


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    class_method = getattr(type(dispatcher), "call_tool", None)
    plain = class_method is not None and original == class_method.__get__(dispatcher, type(dispatcher))
    had_own = not plain

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool sits on top; undo it first")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
