# Breaks "returns `guard(block)` as it is whenever that is not `None` (... a list, a string ..., a
# number ...; the original does not run)": only a dict counts as the guard's answer; any other
# value lets the tool run. Input: guard = lambda b: "denied: not your account" -> the original runs
# and its result is returned instead of "denied: not your account".
def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if isinstance(verdict, dict):  # a tool_result standing in for the tool
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
