# Breaks: call_tool returns guard(block) "whenever that is not None (even `{}` ...; the original does not run)".
# Agent SDK habit: a hook answering {} means "no decision", so the original runs:
# a guard returning {} lets the tool run and returns its result.
_ABSENT = object()


def install_guard(dispatcher, guard):
    had_own = "call_tool" in vars(dispatcher)
    saved = vars(dispatcher).get("call_tool")
    original = dispatcher.call_tool

    def guarded(block):
        verdict = guard(block)
        if verdict is None or (isinstance(verdict, dict) and not verdict):
            return original(block)
        return verdict

    dispatcher.call_tool = guarded

    def undo():
        if vars(dispatcher).get("call_tool", _ABSENT) is not guarded:
            raise RuntimeError("undo() out of order: call_tool was replaced after this install")
        if had_own:
            dispatcher.call_tool = saved
        else:
            del dispatcher.call_tool

    return undo
