# Wrong: "Installing twice must stack" and install_guard must work on any dispatcher. To stop
# runaway stacking, installs are counted in a module counter capped at 64, but undo() never
# gives its slot back: after 64 install/undo cycles in one process (on 64 fresh dispatchers,
# each undone), the 65th install_guard raises RuntimeError.
_NOTHING = object()
_MAX_GUARDS = 64
_installed = 0


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    global _installed
    if _installed >= _MAX_GUARDS:
        raise RuntimeError(f"more than {_MAX_GUARDS} guards installed: is something looping?")
    _installed += 1
    previous = vars(dispatcher).get("call_tool", _NOTHING)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOTHING) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard is installed on top")
        if previous is _NOTHING:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = previous

    return undo
