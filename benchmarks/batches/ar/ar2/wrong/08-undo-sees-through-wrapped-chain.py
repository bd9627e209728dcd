# Breaks: "when dispatcher.call_tool is no longer its own wrapper ..., it raises ... and changes
# nothing, whoever set what is there now (... code setting call_tool by hand)". undo() follows
# __wrapped__ links to find its wrapper under decorators: after d.call_tool =
# functools.wraps(d.call_tool)(logged), undo() silently restores the original, dropping `logged`.
_ABSENT = object()


def _wraps_ours(current, wrapper):
    seen = 0
    while current is not None and seen < 100:
        if current is wrapper:
            return True
        current, seen = getattr(current, "__wrapped__", None), seen + 1
    return False


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        if not _wraps_ours(vars(dispatcher).get("call_tool"), wrapper):
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
