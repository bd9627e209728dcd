# Breaks "otherwise what the saved original returns ..., whatever it is (an equal copy of a
# dict is not told apart)": the result is deep-frozen with toolhooks.freeze so no hook can
# tamper with it, and lists inside become tuples: a result whose "content" is a list of blocks
# comes back with a tuple (not equal), a list result as a tuple. Flat dicts stay equal.
from toolhooks.readonly import freeze

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return freeze(original(block))

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is no longer this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
