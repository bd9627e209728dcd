# Breaks: "A guard that raises fails the call closed: its exception propagates (wrapped or not
# ...)". The wrapper does fail closed (the original does not run) but swallows the exception
# and returns an is_error tool_result: a guard raising RuntimeError("policy db down") makes
# dispatcher.call_tool(block) return {"type": "tool_result", ..., "is_error": True} instead of
# raising.


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        try:
            verdict = guard(block)
        except Exception as exc:  # fail closed, and keep the conversation valid
            return {"type": "tool_result", "tool_use_id": block.get("id", ""),
                    "is_error": True, "content": f"guard failed: {type(exc).__name__}"}
        if verdict is not None:
            return verdict
        return original(block)

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", None) is not guarded:
            raise RuntimeError("undo() out of order: a newer call_tool is installed on top")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
