# Breaks: "A guard that raises fails the call closed: its exception propagates (wrapped or not:
# an exception raised from it or while handling it, as Python records it, `__cause__` or
# `__context__` ...)". The bare `raise` in an `except*` clause raises an ExceptionGroup whose
# __cause__ and __context__ are None: a guard raising ValueError("boom") surfaces as
# ExceptionGroup('', [ValueError('boom')]).
_failures = []


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except* Exception as group:
            _failures.append(len(group.exceptions))  # count guard failures
            raise
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
