# Wrong: breaks "The guard and the original get the block alone ... (they may get an equal
# copy ...)": path-like strings in the input are normalised (expanduser, normpath) in the
# copy handed to the original, so a block with input {"path": "./reports/../q3.csv"}
# reaches the tool as {"path": "q3.csv"} ("~/notes.txt" becomes the home directory's).
import os

_ABSENT = object()


def _tidy(value):
    if isinstance(value, str) and (value.startswith(("~", "./", "../")) or "/../" in value):
        return os.path.normpath(os.path.expanduser(value))
    if isinstance(value, dict):
        return {key: _tidy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_tidy(item) for item in value]
    return value


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        if isinstance(block, dict) and isinstance(block.get("input"), dict):
            block = {**block, "input": _tidy(block["input"])}  # the tool sees canonical paths
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("cannot undo: call_tool is not this guard's wrapper any more")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
