# Breaks "the guard ... any callable ... whatever attributes it carries" and "returns
# `guard(block)` as it is": to accept policy objects it calls guard.check when there is one,
# so a guard whose __getattr__ answers every name is never called itself. Input:
# guard = unittest.mock.Mock(return_value=None) -> call_tool returns a child Mock (from
# guard.check), the original never runs and guard itself is never called.
_MISSING = object()


def install_guard(dispatcher, guard):
    ask = getattr(guard, "check", guard)  # a policy object, or a plain function
    own = vars(dispatcher).get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = ask(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if getattr(dispatcher, "call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
