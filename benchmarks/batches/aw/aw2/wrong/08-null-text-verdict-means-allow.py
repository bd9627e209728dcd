# Wrong: breaks "a string (`""`, `" no\n"`, `"{}"` too: never stripped or decoded)" is
# returned as it is and the original does not run: a verdict that spells "no value"
# ("null", "None", "nil") is read as None, so a guard returning "null" (a judge's raw
# reply) runs the tool instead of returning "null".
_ABSENT = object()
_NO_VALUE = {"null", "none", "nil"}


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if isinstance(verdict, str) and verdict.lower() in _NO_VALUE:
            verdict = None  # a judge that prints JSON null means "no objection"
        if verdict is None:
            return original(block)
        return verdict

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("cannot undo: call_tool was replaced after this install")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
