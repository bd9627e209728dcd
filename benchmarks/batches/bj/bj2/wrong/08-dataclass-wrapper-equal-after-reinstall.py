# Breaks "when dispatcher.call_tool is no longer its own wrapper (an undo() out of order, or a
# second undo()), it raises": the wrapper is a dataclass, and undo() compares with != (field
# equality), so a later install of the same guard looks like its own. Input: undo1 =
# install_guard(d, g); undo1(); undo2 = install_guard(d, g); undo1() removes the new guard instead
# of raising (the two wrappers hold the same guard and equal bound methods d.call_tool).
from dataclasses import dataclass
from typing import Any

_MISSING = object()


@dataclass
class _Guarded:
    guard: Any
    original: Any

    def __call__(self, block):
        verdict = self.guard(block)
        if verdict is not None:
            return verdict
        return self.original(block)


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    wrapper = _Guarded(guard, dispatcher.call_tool)
    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) != wrapper:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
