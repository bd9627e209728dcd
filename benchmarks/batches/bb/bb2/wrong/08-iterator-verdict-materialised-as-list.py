# Breaks: "returns guard(block) as it is whenever that is not None". An iterator verdict (a
# generator, map, iter(...)) is drained into a list "so it can be read twice": a guard returning
# iter(["no"]) gives ["no"], not that iterator object.
from collections.abc import Iterator

_MISSING = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = dispatcher.__dict__.get("call_tool", _MISSING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None:
            return original(block)
        if isinstance(verdict, Iterator):
            return list(verdict)  # a one-shot iterator would be empty for the second reader
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if dispatcher.__dict__.get("call_tool", _MISSING) is not guarded:
            raise RuntimeError("undo() out of order: call_tool is not this guard's wrapper")
        if own is _MISSING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
