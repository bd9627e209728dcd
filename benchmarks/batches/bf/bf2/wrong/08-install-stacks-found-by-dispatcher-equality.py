# Breaks: "Installing twice must stack ... An undo() called out of order must not drop the newer
# guard: raise instead" -- in order it must work. Stacks are kept in a list (dispatchers may be
# unhashable) and found with ==, so two distinct but equal dispatchers share one stack.
# Input: @dataclass class Desk: name: str (+ a call_tool method); a, b = Desk("x"), Desk("x");
# undo_a = install_guard(a, g1); install_guard(b, g2); undo_a() raises though a's guard is on top.
_ABSENT = object()
_STACKS = []  # [(dispatcher, [wrappers...])]; a list, since a dispatcher may be unhashable


def _stack_for(dispatcher):
    for owner, stack in _STACKS:
        if owner == dispatcher:
            return stack
    stack = []
    _STACKS.append((dispatcher, stack))
    return stack


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = getattr(dispatcher, "__dict__", None)
    previous = own.get("call_tool", _ABSENT) if own is not None else dispatcher.call_tool
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    stack = _stack_for(dispatcher)
    stack.append(guarded)
    dispatcher.call_tool = guarded

    def undo():
        if not stack or stack[-1] is not guarded or dispatcher.call_tool is not guarded:
            raise RuntimeError("undo out of order: undo the most recent guard first")
        stack.pop()
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
