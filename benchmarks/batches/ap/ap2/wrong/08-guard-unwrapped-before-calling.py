# Wrong: breaks "A guard, any callable (... whatever attributes it carries ...)" and "returns
# guard(block) as it is": inspect.unwrap follows __wrapped__ ("so an lru_cache'd guard is asked
# anew each time") and calls the function underneath, skipping the decorator's own answer.
# Input: a guard made with functools.wraps whose wrapper returns {} for every block -> tool runs.
import inspect

_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    check = inspect.unwrap(guard)  # look through decorators such as functools.lru_cache
    previous = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = check(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("cannot undo: call_tool was replaced since this install")
        if previous is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
