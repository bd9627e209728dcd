# Breaks: "From then on (until undo() is called ...) dispatcher.call_tool(block) returns
# guard(block) ...". On KeyboardInterrupt/SystemExit from the guard it cleans up by putting the
# original back before re-raising: after one call whose guard raises KeyboardInterrupt, the next
# call_tool(block) runs the tool unguarded (and undo() then raises).
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    original = dispatcher.call_tool

    def restore():
        if own is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    def wrapper(block):
        try:
            verdict = guard(block)
        except (KeyboardInterrupt, SystemExit):
            if vars(dispatcher).get("call_tool", _ABSENT) is wrapper:
                restore()  # shutting down: leave the dispatcher as we found it
            raise
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        restore()

    return undo
