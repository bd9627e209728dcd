# Breaks: "undo() puts back exactly what was there". Each wrapper remembers the dispatcher's
# first, unguarded call_tool and undo() goes straight back to it: install g1, install g2,
# undo g2 -> g1 is gone too (call_tool(block) runs the tool although g1 answers), and the
# in-order undo of g1 that follows raises.
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    own = vars(dispatcher).get("call_tool", _ABSENT)
    pristine = getattr(own, "_pristine", own)  # the call_tool before any guard
    original = dispatcher.call_tool

    def wrapper(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    wrapper._pristine = pristine
    dispatcher.call_tool = wrapper

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not wrapper:
            raise RuntimeError("call_tool is no longer this guard's wrapper; undo the newest first")
        if pristine is _ABSENT:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = pristine

    return undo
