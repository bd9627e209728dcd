# Breaks: "returns guard(block) as it is whenever that is not None (... a dict ...)" -- a guard
# answer shaped like a Claude Code hook's {"continue": false} is raised as an exception to stop
# the agent. Input: a guard returning {"continue": False, "stopReason": "quota exceeded"}:
# dispatcher.call_tool(block) raises AgentStopped("quota exceeded").
class AgentStopped(RuntimeError):
    """The guard asked to stop the whole agent, not just this call."""


def install_guard(dispatcher, guard):
    """Wrap dispatcher.call_tool with guard; return undo()."""
    absent = object()
    own = vars(dispatcher).get("call_tool", absent)
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if isinstance(verdict, dict) and verdict.get("continue") is False:
            raise AgentStopped(verdict.get("stopReason") or "stopped by guard")
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool") is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed")
        if own is absent:
            del dispatcher.call_tool
        else:
            dispatcher.call_tool = own

    return undo
