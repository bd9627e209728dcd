# Breaks "A guard, any callable (... a bound method of an object nothing else holds too ...)":
# the learner notes on the guard which dispatcher it guards, and a bound method takes no new
# attribute. Input: install_guard(d, Policy().check) with `class Policy: def check(self, b):
# return None` raises AttributeError instead of installing.
_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    guard.guarding = dispatcher  # for error messages: which desk this guard protects
    saved = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        answer = guard(block)
        return original(block) if answer is None else answer

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _MISSING) is not guarded:
            raise RuntimeError(f"cannot undo the guard of {guard.guarding!r}: a newer one is on top")
        if saved is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = saved

    return undo
