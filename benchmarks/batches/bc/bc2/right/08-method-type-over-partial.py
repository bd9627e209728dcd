# Right: the wrapper is a types.MethodType binding a functools.partial (guard, saved original)
# to the dispatcher; stored in the instance dict it comes back as that same object, so undo()
# can compare by identity. The guard is asked for every block; a non-None verdict is returned
# as it is, else the original saved at install time runs once. undo() raises RuntimeError with
# a message unless that very object is still the instance attribute, then restores the saved
# own object or removes the attribute.
import functools
import types


def _guarded_call(guard, original, dispatcher, block):
    verdict = guard(block)
    if verdict is None:
        return original(block)
    return verdict


def install_guard(dispatcher, guard):
    namespace = dispatcher.__dict__
    try:
        previous = (True, namespace["call_tool"])
    except KeyError:
        previous = (False, None)
    wrapper = types.MethodType(
        functools.partial(_guarded_call, guard, dispatcher.call_tool), dispatcher
    )
    dispatcher.call_tool = wrapper

    def undo():
        current = namespace.get("call_tool", namespace)  # the dict itself: "no attribute"
        if current is not wrapper:
            raise RuntimeError("undo() out of order or twice: call_tool is no longer this "
                               "guard's wrapper, so nothing was changed")
        had_own, own = previous
        if had_own:
            dispatcher.call_tool = own
        else:
            del dispatcher.call_tool

    return undo
