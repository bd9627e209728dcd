# Breaks: "when dispatcher.call_tool is no longer its own wrapper (... or a second undo()), it
# raises an exception with a message" -- undo() returns quietly when the saved original is back
# on top (made idempotent). Input: d.call_tool = my_function (the instance's own object);
# undo = install_guard(d, g); undo(); undo() -- the second undo() raises nothing.
def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        return original(block) if verdict is None else verdict

    dispatcher.call_tool = guarded

    def undo():
        current = vars(dispatcher).get("call_tool")
        if current is original:
            return  # already undone: undo() is safe to call twice
        if current is not guarded:
            raise RuntimeError("undo() out of order: call_tool was replaced after this install")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
