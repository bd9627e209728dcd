# Right: what was there is kept as a pair (an instance attribute or not, and which object); the original to call is
# the ordinary lookup, before the swap. The wrapper returns the guard's answer whenever it is not None, else the
# original's. undo() reads call_tool with inspect.getattr_static and raises ValueError with a message, changing nothing,
# unless the instance still holds this wrapper; then it puts the pair back (deleting when there was none).
import inspect


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    instance_dict = vars(dispatcher)
    previous = (True, instance_dict["call_tool"]) if "call_tool" in instance_dict else (False, None)
    original = dispatcher.call_tool

    def wrapper(block):
        if (answer := guard(block)) is not None:
            return answer
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        current = inspect.getattr_static(dispatcher, "call_tool", None)
        if current is not wrapper or "call_tool" not in vars(dispatcher):
            raise ValueError("undo() out of order: call_tool is no longer this guard's wrapper")
        was_there, value = previous
        if was_there:
            dispatcher.call_tool = value
        else:
            del dispatcher.call_tool

    return undo
