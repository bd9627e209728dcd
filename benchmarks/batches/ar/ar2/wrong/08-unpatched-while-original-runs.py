# Breaks: "The guard or the original may call dispatcher.call_tool again from inside (a
# sub-call...): it is a call like any other (the guard is asked about it too)". To avoid the
# lambda's recursion the wrapper puts the old call_tool back while the original runs, so an
# original that calls dispatcher.call_tool(sub_block) reaches the bare tool: guard never asked.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def put_back_original():
        if own is _ABSENT:
            vars(dispatcher).pop("call_tool", None)
        else:
            dispatcher.call_tool = own

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        put_back_original()  # no way to re-enter ourselves while the tool runs
        try:
            return original(block)
        finally:
            dispatcher.call_tool = wrapper

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        put_back_original()

    return undo
