# Wrong: breaks "A guard that raises fails the call closed: its exception propagates ...,
# of any kind ..., and the original does not run": a FileNotFoundError from the guard is
# read as "no policy configured" and lets the call through, so a guard raising
# FileNotFoundError(2, "No such file or directory", "policy.json") runs the tool.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def wrapper(block):
        try:
            verdict = guard(block)
        except FileNotFoundError:  # no policy file on this machine: nothing to enforce
            verdict = None
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("cannot undo: call_tool was replaced after this install")
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
