# Breaks: "`undo()` puts back exactly what was there (...; it deletes the instance attribute
# when there was none)". Whether call_tool was the instance's own is judged against the
# package's Dispatcher.call_tool (the notebook's class) instead of the dispatcher's own class:
# for `class Desk: def call_tool(self, block): ...`, install_guard(desk, g)() leaves
# "call_tool" in vars(desk) (a bound method) although there was none.
from toolhooks import Dispatcher


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool
    had_own = getattr(original, "__func__", None) is not Dispatcher.call_tool
    saved = original

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
