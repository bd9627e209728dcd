# Breaks: "A guard that raises fails the call closed: its exception propagates (wrapped or not, never
# hidden `from None`), of any kind (a TypeError too ...)". A TypeError is taken for a wrong signature
# and re-raised as a friendlier TypeError `from None`: a guard raising TypeError("unsupported operand")
# surfaces as "guard ... must take one argument" with the original hidden (__suppress_context__ set).
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except TypeError:
            raise TypeError("the guard must take exactly one argument, the tool_use block") from None
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool is no longer this guard's wrapper")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
