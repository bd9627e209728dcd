# Breaks "otherwise what the saved original returns ... whatever it is": the original's answer is
# checked to be a tool_result dict and anything else raises, as toolhooks does for dispatchers.
# Input: d.call_tool = lambda b: "plain text answer"; install_guard(d, lambda b: None);
# d.call_tool({...}) -> TypeError instead of "plain text answer".
def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None:
            return verdict
        result = original(block)
        if not (isinstance(result, dict) and result.get("type") == "tool_result"):
            raise TypeError(f"call_tool must return a tool_result dict, got {result!r}")
        return result

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
