# Right: the installed call_tool is a functools.partial over a module-level function, bound to
# this guard and the original as it was looked up at install time (class method bound to the
# dispatcher, or the instance's own object). Each call asks the guard once; a verdict that is
# not None is returned as is (falsy ones too), else the original runs once. undo() refuses with
# a LookupError when call_tool is no longer this partial, else restores what was there or
# removes the instance attribute. Only call_tool is ever set.
import functools


def _ask_then_run(guard, original, block):
    verdict = guard(block)
    return original(block) if verdict is None else verdict


def install_guard(dispatcher, guard):
    namespace = vars(dispatcher)
    had_own = "call_tool" in namespace
    own = namespace.get("call_tool")
    installed = functools.partial(_ask_then_run, guard, dispatcher.call_tool)
    setattr(dispatcher, "call_tool", installed)

    def undo():
        current = vars(dispatcher).get("call_tool")
        if "call_tool" not in vars(dispatcher) or current is not installed:
            raise LookupError("undo() out of order: call_tool is no longer this guard's wrapper")
        if had_own:
            setattr(dispatcher, "call_tool", own)
        else:
            delattr(dispatcher, "call_tool")

    return undo
