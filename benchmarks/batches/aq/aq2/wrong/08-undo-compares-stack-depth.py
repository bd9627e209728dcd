# Breaks: "when dispatcher.call_tool is no longer its own wrapper (an undo() out of order, or a second
# undo()), it raises ... and changes nothing". undo() checks the stack level written on the wrapper,
# not the wrapper itself: u1 = install_guard(d, g1); u1(); install_guard(d, g2); u1() finds a level-1
# wrapper again and removes g2's guard instead of raising.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool
    level = getattr(original, "guard_level", 0) + 1

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    guarded.guard_level = level  # on the wrapper, not on the dispatcher
    dispatcher.call_tool = guarded

    def undo():
        if getattr(dispatcher.call_tool, "guard_level", 0) != level:
            raise RuntimeError(f"cannot undo guard level {level}: undo the guards above it first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
