# Wrong: breaks "A guard, any callable (... a class or a `functools.partial` too ...)": the
# guard's name for the log is read with getattr(guard, "__qualname__", guard.__name__), whose
# default is evaluated first, so install_guard(d, functools.partial(check, limit=50)) or a
# guard object with __call__ raises AttributeError (plain functions work).
import logging

log = logging.getLogger("agent.guard")
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    name = getattr(guard, "__qualname__", guard.__name__)
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            log.info("guard %s answered instead of the tool", name)
            return verdict
        return original(block)

    dispatcher.call_tool = wrapper
    log.debug("installed guard %s", name)

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError(f"cannot undo guard {name}: a newer call_tool is in place")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
