# Wrong: breaks "A guard that raises fails the call closed: its exception propagates ..., and the
# original does not run" and "whatever attributes it carries: `enabled` or `fail_open` change
# nothing". A guard marked fail_open = True that raises is ignored and the tool runs anyway.
_ABSENT = object()


def install_guard(dispatcher, guard):
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool
    fail_open = getattr(guard, "fail_open", False) is True

    def guarded(block):
        try:
            verdict = guard(block)
        except Exception:
            if not fail_open:
                raise
            verdict = None  # a fail-open guard that crashes has no objection
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
