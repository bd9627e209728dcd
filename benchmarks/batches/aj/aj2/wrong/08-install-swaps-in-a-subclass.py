# Breaks "From then on ... `dispatcher.call_tool(block)` returns `guard(block)`" and "change
# `call_tool` only": it swaps the instance's __class__ for a subclass whose call_tool is guarded, so
# an instance-level call_tool shadows it and the guard is never asked. Input: d.call_tool =
# lambda b: {"type": "tool_result", ...}; install_guard(d, lambda b: {}); d.call_tool(b) runs the tool.
def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    base = type(dispatcher)
    original = dispatcher.call_tool  # bound before the swap: the object that was there

    def call_tool(self, block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    guarded_class = type(base.__name__, (base,), {"call_tool": call_tool, "__module__": base.__module__})
    dispatcher.__class__ = guarded_class  # no instance attribute to clean up later

    def undo():
        if type(dispatcher) is not guarded_class:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        dispatcher.__class__ = base

    return undo
