# Breaks: "A guard that raises fails the call closed: its exception propagates (wrapped or not,
# never hidden `from None`)". The failure is kept and a new error raised after the except block,
# so it carries no __cause__ and no __context__: the guard's exception is lost. Input: guard
# raising ValueError("policy db down") -> GuardFailed("guard failed closed (ValueError)") with
# __cause__ None and __context__ None.
_ABSENT = object()


class GuardFailed(RuntimeError):
    """The guard could not decide: the call is refused."""


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    previous = vars(dispatcher).get("call_tool", _ABSENT)

    def guarded(block):
        failure = None
        try:
            answer = guard(block)
        except Exception as exc:
            failure = exc
        if failure is not None:
            raise GuardFailed(f"guard failed closed ({type(failure).__name__})")
        if answer is not None:
            return answer
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced after this guard was installed")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
