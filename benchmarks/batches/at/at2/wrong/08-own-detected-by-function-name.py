# Breaks "undo() puts back exactly what was there": whether call_tool was replaced is judged by
# its __name__ ("call_tool" means the class's method), so an instance's own function that is
# itself named call_tool (def call_tool(block): ...; d.call_tool = call_tool) is deleted by
# undo() instead of put back. Wrappers, lambdas, partials and None are restored right.
_NOT_OWN = object()


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    original = dispatcher.call_tool
    own = _NOT_OWN if getattr(original, "__name__", None) == "call_tool" else original

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _NOT_OWN) is not guarded:
            raise RuntimeError("undo() out of order: a newer guard or another call_tool is in place")
        if own is _NOT_OWN:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
