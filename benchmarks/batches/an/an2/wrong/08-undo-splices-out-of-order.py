# Breaks: "An undo() called out of order must not drop the newer guard: raise instead" and "it
# raises an exception ... and changes nothing". Out of order, it unlinks its own layer from under
# the newer guard (which keeps working) and returns quietly. Input: u1 = install_guard(d, g1);
# install_guard(d, g2); u1() -> no exception, and g1 is no longer asked on d.call_tool(block).
_ABSENT = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    previous = vars(dispatcher).get("call_tool")
    below = {"call": dispatcher.call_tool}  # a cell, so an undo can re-link the chain

    def guarded(block):
        answer = guard(block)
        if answer is not None:
            return answer
        return below["call"](block)

    guarded.below = below
    dispatcher.call_tool = guarded

    def undo():
        top = vars(dispatcher).get("call_tool", _ABSENT)
        if top is guarded:
            if had_own:
                dispatcher.call_tool = previous
            else:
                del dispatcher.call_tool
            return
        # a newer guard sits on top: keep it, and take our layer out from under it
        layer = top
        while hasattr(layer, "below"):
            if layer.below["call"] is guarded:
                layer.below["call"] = below["call"]
                return
            layer = layer.below["call"]
        raise RuntimeError("this guard is not installed on the dispatcher any more")

    return undo
