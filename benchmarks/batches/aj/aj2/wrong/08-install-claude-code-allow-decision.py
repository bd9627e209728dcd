# Breaks "a `dict` (`{}` too, a `tool_use`-looking one or `{"allow": True}` too: never run)": a guard
# answer shaped as Claude Code's allow ({"decision": "approve"} or hookSpecificOutput's
# permissionDecision "allow") lets the original run. Input: guard = lambda b: {"decision":
# "approve"} -> the original runs; the dict should have been returned as it is.
def _claude_code_allows(verdict):
    if not isinstance(verdict, dict):
        return False
    specific = verdict.get("hookSpecificOutput")
    return verdict.get("decision") == "approve" or (
        isinstance(specific, dict) and specific.get("permissionDecision") == "allow"
    )


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    had_own = "call_tool" in vars(dispatcher)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None or _claude_code_allows(verdict):
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: undo the newer guard first")
        if had_own:
            dispatcher.call_tool = original
        else:
            del dispatcher.call_tool

    return undo
