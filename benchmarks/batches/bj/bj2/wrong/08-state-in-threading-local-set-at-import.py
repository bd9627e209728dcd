# Breaks "It may be called on any thread, not only the main one ... no threading.local value set
# only at import": the wrapper counts sub-call depth in a threading.local whose attribute is set
# at import. Input: undo = install_guard(dispatcher, lambda b: None), then
# dispatcher.call_tool(block) from a threading.Thread raises AttributeError (no attribute 'depth').
import threading

_MISSING = object()
_calls = threading.local()
_calls.depth = 0


def install_guard(dispatcher, guard):
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        _calls.depth += 1  # how deep in sub-calls we are, for debugging
        try:
            verdict = guard(block)
            if verdict is not None:
                return verdict
            return original(block)
        finally:
            _calls.depth -= 1

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
