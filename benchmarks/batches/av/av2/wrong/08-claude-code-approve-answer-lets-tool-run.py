# Breaks: "returns guard(block) as it is whenever that is not None (... a dict ...: never run)" --
# a dict shaped like a Claude Code hook answer that approves ({"decision": "approve"}, or
# permissionDecision "ask") lets the original run. Input: a guard returning
# {"decision": "approve", "reason": "read-only"}: the original runs and its result comes back.
def _lets_through(verdict):
    if not isinstance(verdict, dict):
        return False
    specific = verdict.get("hookSpecificOutput")
    asked = isinstance(specific, dict) and specific.get("permissionDecision") == "ask"
    return verdict.get("decision") == "approve" or asked


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    nothing = object()
    own = vars(dispatcher).get("call_tool", nothing)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is not None and not _lets_through(verdict):
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() called out of order: a newer guard is installed")
        if own is nothing:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
