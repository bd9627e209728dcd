# Wrong: breaks "`dispatcher.call_tool(block)` returns `guard(block)` as it is whenever that
# is not `None` (... a number ...; the original does not run)": an int verdict from 200 to
# 299 is read as a policy webhook's "OK" and lets the tool run, so a guard returning 204
# makes call_tool return the tool's result instead of 204.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is None or (type(verdict) is int and 200 <= verdict < 300):
            return original(block)  # policy webhook said 2xx: allowed
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
